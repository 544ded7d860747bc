// Which network a profile is on and which platform a post is on, read from the address alone.
// Build time only: the pages get the names and icons in the site data.

import { domainToUnicode } from 'node:url';
import type { NetworkId, Profile, ReactionKind } from '../content/types';
import type { ProfileLink } from '../app/site-data';

interface Network {
  /** The brand's own spelling, shown as the icon's tooltip and name. */
  name: string;
  /** Its hosts; a subdomain counts too (www.linkedin.com, jane.medium.com, jane.hashnode.dev). */
  hosts: readonly string[];
  /** What it counts under a post, for a network that hosts writing. */
  reaction?: ReactionKind;
}

// Mastodon's large, long-lived instances; any other is known by its profile address
// (https://<instance>/@<user>) or named in the content ({ url, network: 'mastodon' }).
const MASTODON_INSTANCES = [
  'mastodon.social', 'mastodon.online', 'mastodon.world', 'mas.to', 'mstdn.social', 'fosstodon.org',
  'hachyderm.io', 'infosec.exchange', 'techhub.social', 'front-end.social', 'indieweb.social', 'toot.community',
];
/** Mastodon's profile path: "/@user" (letters, digits and underscores), nothing after it. */
const MASTODON_PROFILE_PATH = /^\/@\w+\/?$/;
// Hosts that use "/@user" too and are not Mastodon (the known networks above are matched first).
const NOT_MASTODON = ['tiktok.com', 'threads.net', 'threads.com', 'pinterest.com'];

export const NETWORKS: Readonly<Record<Exclude<NetworkId, 'website'>, Network>> = {
  github: { name: 'GitHub', hosts: ['github.com'] },
  gitlab: { name: 'GitLab', hosts: ['gitlab.com'] },
  linkedin: { name: 'LinkedIn', hosts: ['linkedin.com'] },
  x: { name: 'X', hosts: ['x.com', 'twitter.com'] },
  bluesky: { name: 'Bluesky', hosts: ['bsky.app'] },
  mastodon: { name: 'Mastodon', hosts: MASTODON_INSTANCES },
  stackoverflow: { name: 'Stack Overflow', hosts: ['stackoverflow.com'] },
  youtube: { name: 'YouTube', hosts: ['youtube.com', 'youtu.be'] },
  // The writing platforms, with what each counts.
  dev: { name: 'DEV', hosts: ['dev.to'], reaction: 'reactions' },
  medium: { name: 'Medium', hosts: ['medium.com'], reaction: 'claps' },
  hashnode: { name: 'Hashnode', hosts: ['hashnode.com', 'hashnode.dev'], reaction: 'likes' },
  substack: { name: 'Substack', hosts: ['substack.com'], reaction: 'likes' },
  dribbble: { name: 'Dribbble', hosts: ['dribbble.com'] },
  behance: { name: 'Behance', hosts: ['behance.net'] },
  codepen: { name: 'CodePen', hosts: ['codepen.io'] },
};

// Where a platform counts nothing, a count given anyway is "reactions", the word that claims least.
const OTHER_REACTION: ReactionKind = 'reactions';

/** The network an address is on: a known host, a Mastodon profile, the owner's own site, or none. */
export function networkOf(url: string, siteUrl: string): NetworkId | null {
  const { hostname, pathname } = new URL(url);
  const host = hostname.toLowerCase();
  for (const [id, network] of Object.entries(NETWORKS)) {
    if (network.hosts.some((known) => onHost(host, known))) return id as NetworkId;
  }
  if (MASTODON_PROFILE_PATH.test(pathname) && !NOT_MASTODON.some((other) => onHost(host, other))) return 'mastodon';
  return isOwnSite(host, siteUrl) ? 'website' : null;
}

/**
 * The owner's Mastodon handle, "@user@instance", from their first Mastodon profile
 * (https://instance/@user or https://instance/users/user), or null: Mastodon credits a shared
 * post to it (fediverse:creator).
 */
export function mastodonHandle(profiles: readonly Profile[], siteUrl: string): string | null {
  for (const profile of profiles) {
    const link = profileLink(profile, siteUrl);
    if (link.icon !== 'mastodon') continue;
    const { hostname, pathname } = new URL(link.url);
    const user = /^\/(?:@|users\/)([\w.-]+)\/?$/.exec(pathname)?.[1];
    if (user) return `@${user}@${hostname}`;
  }
  return null;
}

/** A profile as the pages show it: its address, its name and its icon. */
export function profileLink(profile: Profile, siteUrl: string): ProfileLink {
  const url = typeof profile === 'string' ? profile : profile.url;
  const network = typeof profile === 'string' ? networkOf(url, siteUrl) : profile.network;
  if (network && network !== 'website') return { url, name: NETWORKS[network].name, icon: network };
  return { url, name: hostName(url), icon: network ?? 'link' };
}

/** The platform a post is on: its name ("Medium", "DEV", "jane.dev") and what it counts. */
export interface PostPlatform {
  name: string;
  reaction: ReactionKind;
}

/** A post's platform: its name ("Medium", or the host of any other site) and what it counts. */
export function postPlatform(url: string, siteUrl: string): PostPlatform {
  const network = networkOf(url, siteUrl);
  const known = network && network !== 'website' ? NETWORKS[network] : undefined;
  return { name: known?.name ?? hostName(url), reaction: known?.reaction ?? OTHER_REACTION };
}

/** "https://www.jane.dev/blog" -> "jane.dev"; an internationalised domain in its own script. */
export function hostName(url: string): string {
  const { hostname } = new URL(url);
  return (domainToUnicode(hostname) || hostname).replace(/^www\./, '');
}

function onHost(host: string, known: string): boolean {
  return host === known || host.endsWith(`.${known}`);
}

/** The site's own host, or a host above or below it (blog.jane.dev for jane.dev), is the owner's. */
function isOwnSite(host: string, siteUrl: string): boolean {
  const own = new URL(siteUrl).hostname.toLowerCase().replace(/^www\./, '');
  const bare = host.replace(/^www\./, '');
  return onHost(bare, own) || onHost(own, bare);
}
