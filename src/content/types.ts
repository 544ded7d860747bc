// The shapes of everything a visitor reads. Field names for Project and BlogPost name no
// platform (codeUrl, url, reactions), so they suit any owner. Optional fields are simply
// left out: the site then shows nothing in their place.

export interface Person {
  /** Sample identity until the owner edits content.ts (see README "Make it yours"). */
  name: string;
  /** Hero title, e.g. "Frontend Developer with Node.js Backend Expertise". */
  title: string;
  /** Hero intro paragraph. */
  intro: string;
  /** About: exactly three paragraphs. */
  bio: readonly [string, string, string];
  /** Footer's short bio. */
  shortBio: string;
  /**
   * The home page's description in search results and link previews, and the web manifest's.
   * {name} and {title} are filled in.
   */
  homeDescription: string;
  /**
   * The blog page's description in search results and link previews; {name} and {title} are
   * filled in. This and the three blog fields below are needed only while there are posts.
   */
  blogDescription?: string;
  /**
   * /blogs, under "My Blog": what you write about. The sentence that every article is
   * originally published on the posts' platforms (labels.blog.intro) follows it.
   */
  blogIntro?: string;
  /** /blogs, the "Follow for More" card: what a reader gets by following you. */
  blogFollowText?: string;
  /**
   * /blogs, the "Follow on …" link: where new articles appear (a Medium, DEV, Hashnode or
   * Substack profile, your own site's blog). The platform is named from its address.
   */
  blogFollowUrl?: string;
  /** Contact section, under its heading: an invitation to write, e.g. how soon you reply. */
  contactLead: string;
  /** Contact, the "Ready to Start?" card: the work you are open to. */
  availability: string;
  email: string;
  /** Optional. As dialled from abroad, e.g. "+971 50 123 4567"; the tel: link is derived. */
  phone?: string;
  /**
   * Optional: your Bluesky account's DID ("did:plc:…", in Bluesky's Settings, Account, Handle),
   * to make your site's domain your Bluesky handle: the build writes it to /.well-known/atproto-did.
   * Bluesky reads that file at the domain's root, so it works for a site served there.
   */
  blueskyDid?: string;
  /** Optional, e.g. "Dubai, UAE". */
  location?: string;
  /**
   * Optional: your photo, a file in src/assets/ ("portrait.jpg"), shown small and round in
   * the hero beside your name. Square, with your face in the middle, 256 px or larger.
   */
  portrait?: string;
  /**
   * Your profiles, in the order the hero, the contact section and the footer show them (the
   * email link follows). Each one's icon and name come from its address (GitHub, GitLab,
   * LinkedIn, X, Bluesky, Mastodon, Stack Overflow, YouTube, DEV, Medium, Hashnode, Substack,
   * Dribbble, Behance, CodePen); an address on siteUrl's domain is your website, anything
   * else a link named by its host. Write { url, network } where the address does not say
   * it, e.g. { url: 'https://social.example/users/me', network: 'mastodon' }.
   */
  profiles: readonly Profile[];
  /** The address the site is deployed at; canonical and social URLs use it, and its path is the path the site is built for. */
  siteUrl: string;
}

/** A profile's address, or the address and the network it is on when its host does not say. */
export type Profile = string | { url: string; network: NetworkId };

/** The networks whose icon and name the site knows (src/builder/platforms.ts). */
export type NetworkId =
  | 'github' | 'gitlab' | 'linkedin' | 'x' | 'bluesky' | 'mastodon' | 'stackoverflow' | 'youtube'
  | 'dev' | 'medium' | 'hashnode' | 'substack' | 'dribbble' | 'behance' | 'codepen' | 'website';

export interface SkillGroup {
  title: string;
  skills: readonly string[];
}

export interface Project {
  title: string;
  description: string;
  technologies: readonly string[];
  /** Code link (GitHub, GitLab, anywhere); '#' when the source is private. */
  codeUrl: string;
  liveUrl: string;
  /**
   * A PNG, JPG, WebP, AVIF, GIF or TIFF in src/assets/, e.g. "projects/fotoflix.png"; the build makes
   * AVIF/WebP from it. Cards show it at 16:10 (1600×1000, say), cropped from the centre; the
   * build warns when a screenshot loses more than CROP_WARNING_SHARE (src/builder/image-sources.ts) to the crop.
   */
  imageUrl: string;
  // A card's `delay` is not written here: it follows from the card's position
  // (cardDelay in src/app/sections/ProjectCardDelay.ts), so reordering projects needs no other edit.
}

export interface BlogPost {
  /** A slug, unique: lowercase letters, digits and hyphens ("my-first-post"); the post card's HTML id. */
  id: string;
  title: string;
  excerpt: string;
  /** Calendar date, YYYY-MM-DD; shown as e.g. "May 15, 2025" in every time zone. */
  publishedAt: string;
  /** "8 min read"; left out when unknown (a feed that carries only a summary). */
  readTime?: string;
  /** Without commas: JSON-LD lists them as one comma-separated string. */
  tags: readonly string[];
  /**
   * The article, on any platform (Medium, DEV, Hashnode, Substack, your own site): an https: URL.
   * The build writes an own post's (src/content/posts/) as its page's path here, "/blogs/<id>".
   */
  url: string;
  /**
   * Optional: the platform's count of claps (Medium), reactions (DEV) or likes (Hashnode,
   * Substack), shown with that word; '' shows the word alone ("{claps} claps" even when
   * empty). Leave it out where there is nothing to count, e.g. on your own site.
   */
  reactions?: number | '';
  /**
   * Set by the build for an own post (src/content/posts/) whose front matter names where it was
   * first published: its page's canonical link points there.
   */
  canonical?: string;
}

/**
 * A job in the Experience section, the résumé and resume.json. List them in any order: every
 * place shows them newest first (src/prerendered/experience/order.ts). Months are calendar months,
 * YYYY-MM, shown as "Mar 2021" in every time zone.
 */
export interface Job {
  company: string;
  role: string;
  /** Optional: where, e.g. "Berlin, Germany" or "Remote". */
  location?: string;
  /** The month you started, YYYY-MM. */
  start: string;
  /** The month you left, YYYY-MM; leave it out for the job you have now ("– Present"). */
  end?: string;
  /** Optional: one line on what you did there (MAX_SUMMARY_LENGTH in src/builder/validate-story.ts). */
  summary?: string;
  /** Optional: what you achieved, a sentence each. */
  highlights?: readonly string[];
  /** Optional: what you worked with, shown as badges. */
  technologies?: readonly string[];
  /** Optional: the company's site, an https: URL; the company's name links to it. */
  url?: string;
}

/** A school or course of study: the degree, the area, or both ("BSc", "Computer Science"). */
export interface Education {
  institution: string;
  degree?: string;
  area?: string;
  /** Years, e.g. 2012 and 2016; leave endYear out while you study there ("– Present"). */
  startYear?: number;
  endYear?: number;
  /** Optional: the institution's site, an https: URL. */
  url?: string;
}

/**
 * Every fixed word of the interface, so a translation or a change of tone happens here.
 * Texts marked "fixed" in content.ts are the sample's exact wording and may stay as they are.
 * Sentences in the owner's own voice (what they write about, when they reply) are in Person.
 */
/** The words the pages show, which the browser hydrates with. */
export interface SiteLabels {
  skipLink: string;
  /** Appended, for screen readers, to links that open a new tab. */
  newTab: string;
  nav: {
    label: string; home: string; about: string; experience: string; projects: string; contact: string; blog: string; hireMe: string; menu: string;
  };
  hero: { greeting: string; viewWork: string; contactMe: string; downloadResume: string; scrollDown: string };
  /** The email icon's name; profiles are named by their network (src/builder/platforms.ts). */
  social: { email: string };
  about: { title: string; lead: string; skills: string };
  /**
   * The Experience section, there when content.experience or content.education has an entry:
   * its title and lead, "Present" for a job or study with no end, the words before the
   * technologies and the highlights (for screen readers), and the Education list's heading
   * (the section's title when there is education but no job).
   */
  experience: { title: string; lead: string; present: string; technologies: string; highlights: string; education: string };
  projects: {
    title: string; lead: string; technologies: string; more: string; code: string; live: string;
    privateCode: string; screenshot: string;
  };
  contact: {
    title: string; email: string; phone: string; location: string; findMe: string;
    readyTitle: string; sendMessage: string; downloadResume: string;
    copy: string; copied: string; copyFailed: string;
  };
  footer: {
    quickLinks: string; about: string; experience: string; projects: string; blogs: string; contact: string; contactTitle: string; rights: string;
  };
  blog: {
    /**
     * intro: the sentence after person.blogIntro, {platforms} the posts' platforms ("Medium",
     * "DEV and Medium"); read and follow: {platform} is the post's or blogFollowUrl's platform.
     */
    back: string; title: string; intro: string; tags: string; read: string;
    followTitle: string; follow: string;
    /** The word after a post's count, by what its platform counts ("{claps} claps"). */
    reactions: Record<ReactionKind, string>;
    /** An own post (src/content/posts/): its card's link, its page's way back to /blogs. */
    readHere: string; allPosts: string;
    /** The link to the blog's feed (/blogs/feed.xml) on /blogs. */
    feed: string;
    /** An own or synced post's read time, {minutes} filled in: "8 min read". */
    readTime: string;
    /**
     * Paged lists and tag pages (src/app/pages/blog-pages.ts): the pager's name, its links and
     * "Page {page} of {pages}"; a tag page's heading ({tag}) and its count of articles, by the
     * plural category of the count in the site's language (Intl.PluralRules: one, other…).
     */
    pages: string; newer: string; older: string; pageOf: string;
    tagTitle: string;
    /** The link from a tag's list to /blogs/tags, which lists every tag under blog.tags. */
    allTags: string;
    articles: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
  };
  notFound: { code: string; message: string; home: string };
  error: { title: string; home: string };
  toast: { region: string; dismiss: string };
  /** The theme toggle: its name (a pressed button means dark) and its tooltips. */
  theme: { dark: string; toLight: string; toDark: string };
  /** Page titles; {name}, {title} and {year} are filled in. */
  /**
   * post: an own post's page, {post} its title; blogPage: /blogs/page/{page} of {pages};
   * tag and tagPage: a tag's list ({tag}) and its older pages; tags: /blogs/tags, every tag.
   */
  titles: { home: string; blog: string; notFound: string; post: string; blogPage: string; tag: string; tagPage: string; tags: string };
  /**
   * The 404 page's description, a tag page's ({tag}, {name}) and the list of tags' ({name});
   * the home and blog pages' are the owner's (person.homeDescription, person.blogDescription).
   */
  descriptions: { notFound: string; tag: string; tags: string };
  /** Words only machines show: the social card's alt text ({name}, {title}), the web app name. */
  meta: { cardAlt: string; appName: string };
}

/** Every word of the site: the pages' and those of the résumé the build writes. */
export interface Labels extends SiteLabels {
  /**
   * The résumé the build writes (when there is no resumeFile): the PDF's title ({name}), its
   * headings, the words before a project's links, and the line after the projects that fit
   * ({count} more, {site} the site's address), by the count's plural category.
   */
  resume: {
    title: string; profile: string; skills: string; projects: string; live: string; code: string;
    moreProjects: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
  };
}

/** What a platform counts under a post (src/builder/platforms.ts says which counts what). */
export type ReactionKind = 'claps' | 'likes' | 'reactions';

/**
 * The one accent colour, #rrggbb: one for both themes (the light theme gets a deeper shade of
 * it), or one per theme. Every other accent colour is derived from it (src/builder/themes.ts).
 */
export type Accent = string | { readonly dark: string; readonly light: string };

export interface Content {
  /**
   * The site's language, a BCP 47 tag: 'en', 'pt-BR', 'ar'… Dates, months, plurals, lists and
   * the order of tags follow it, as do <html lang> (right to left for Arabic, Hebrew, Persian,
   * Urdu…), the feeds, the résumé and link previews. English when left out.
   */
  locale?: string;
  person: Person;
  accent: Accent;
  labels: Labels;
  skillGroups: readonly SkillGroup[];
  /** 1 to 12 (src/builder/validate.ts: MIN_PROJECTS, MAX_PROJECTS), shown in this order. */
  projects: readonly Project[];
  /**
   * In any order: every page shows them newest first (src/prerendered/blog/newestFirst.ts). With none
   * (posts: []) the site has no blog: no /blogs page, Blog link or sitemap entry.
   */
  posts: readonly BlogPost[];
  /** Optional: your jobs. With none (or the field left out) the home page has no Experience section. */
  experience?: readonly Job[];
  /** Optional: your degrees and studies, shown under Experience and on the résumé. */
  education?: readonly Education[];
  /** Mail the Contact section's "Send Message" button prepares. */
  message: { subject: string; body: string };
  /** The day you last changed this content, YYYY-MM-DD: the home page's `lastmod` in sitemap.xml. */
  updatedAt: string;
  /**
   * The feeds `npm run posts:sync` reads (README "Writing"): a Medium, DEV or Hashnode feed, or
   * any RSS or Atom feed, the one you prefer first, as a cross-posted article is kept from the
   * first feed that has it. The posts go to src/content/synced-posts.json.
   */
  feeds?: readonly string[];
  /** Optional owner-supplied résumé in src/assets/; when absent the build writes one from this content. */
  resumeFile?: string;
  /**
   * Optional: true publishes /.well-known/security.txt (RFC 9116), so whoever finds a flaw in
   * your site knows to write to person.email; its Expires is set a year after each build.
   */
  securityTxt?: boolean;
}
