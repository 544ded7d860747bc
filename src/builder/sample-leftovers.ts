// What of the shipped sample is still in place. The build warns (it does not fail, so the
// sample itself builds) until the owner has replaced it (README "Make it yours").

import { SAMPLE_NAME } from '../content/sample';
import type { Content } from '../content/types';

/** The sample markers, named once. */
export const SAMPLE = {
  /** The sample identity's name (person.name in src/content/content.ts; src/content/sample.ts names it). */
  name: SAMPLE_NAME,
  /** The domain of every sample address, reserved for examples (RFC 2606). */
  domain: 'example.com',
  /** The sample art (the committed PNGs), by the first 16 hex digits of its SHA-256. */
  files: {
    'hero.png': '3bcbb712252681de',
    'hero-light.png': '5075e5f87ba1caec',
    'portrait.png': '0df2fb075c692153',
    'projects/coffee-connoisseur.png': '15ce5bca497b6bd5',
    'projects/fotoflix.png': '8725dfab91587eb1',
    'projects/grocery-bud.png': '15054854e33ef35f',
    'projects/meme-generator.png': '9f1cf7a827b20f9a',
    'projects/pacman-game.png': '67ecc9f02a9e5bda',
    'projects/wordspeed-analyzer.png': 'adaaeb8c1b0c51e8',
  } as Record<string, string>,
};

const CONTENT_FILE = 'src/content/content.ts';

/** The build's warning while sample content remains, or null; `sampleFiles`: the sample art still in place. */
export function sampleLeftovers(content: Content, sampleFiles: readonly string[]): string | null {
  const lines: string[] = [];
  if (content.person.name === SAMPLE.name) lines.push(`${CONTENT_FILE}: person.name is the sample name "${SAMPLE.name}"`);
  const addresses = sampleAddresses(content);
  if (addresses.length) lines.push(`${CONTENT_FILE}: ${SAMPLE.domain} addresses in ${addresses.join(', ')}`);
  if (sampleFiles.length) lines.push(`src/assets/: the sample art ${sampleFiles.join(', ')}`);
  if (!lines.length) return null;
  return `This is still the sample site; replace these before deploying (README "Make it yours"):\n${lines.map((line) => `  - ${line}`).join('\n')}`;
}

/** Fields holding an address at the sample domain or under it, the indexes of the outer list grouped: "projects[0,1].liveUrl". */
function sampleAddresses(content: Content): string[] {
  const domain = SAMPLE.domain.replace(/\./g, '\\.');
  const address = new RegExp(`(?:@|//)(?:[a-z0-9-]+\\.)*${domain}(?![\\w.-])`, 'i');
  const found = new Map<string, number[]>();
  const walk = (value: unknown, field: string, indexes: number[]) => {
    if (typeof value === 'string') {
      if (!address.test(value)) return;
      if (!found.has(field)) found.set(field, []);
      found.get(field)!.push(...indexes.filter((i) => !found.get(field)!.includes(i)));
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => walk(item, `${field}[]`, indexes.length ? indexes : [i]));
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) walk(item, field ? `${field}.${key}` : key, indexes);
    }
  };
  walk(content, '', []);
  return [...found].map(([field, indexes]) => field.replace('[]', indexes.length ? `[${indexes.join(',')}]` : '[]'));
}
