// How posts:sync recognises one article wherever it is published: by its addresses, or else by
// its title within a few days (Medium's Sunday 23:30 GMT is DEV's Monday 09:00).

// A cross-post is the same title less than this many days apart: a copy days later is one, a
// yearly "What I Read in 2024" or a weekly post on the same weekday is not.
export const CROSS_POST_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a post is known by: a synced or hand-written post, or a feed's item (with aliases). */
export interface Article {
  title: string;
  url: string;
  /** YYYY-MM-DD */
  publishedAt: string;
  aliases?: readonly string[];
}

/** The articles a sync knows, each with a value (the post it is), found by address or by title and date. */
export class ArticleIndex<T> {
  private readonly byUrl = new Map<string, T>();
  private readonly byTitle = new Map<string, { day: number; value: T }[]>();

  /** Adds an article's addresses (an address already known keeps its article) and, unless `addressesOnly`, its title on its day. */
  add(article: Article, value: T, { addressesOnly = false }: { addressesOnly?: boolean } = {}): void {
    for (const url of addressesOf(article)) if (!this.byUrl.has(url)) this.byUrl.set(url, value);
    if (addressesOnly) return;
    const title = sameTitle(article.title);
    const entries = this.byTitle.get(title) ?? [];
    entries.push({ day: dayOf(article.publishedAt), value });
    this.byTitle.set(title, entries);
  }

  /** The article this one is: by any of its addresses, else the same title nearest in date, less than CROSS_POST_DAYS apart. */
  find(article: Article): T | undefined {
    for (const url of addressesOf(article)) if (this.byUrl.has(url)) return this.byUrl.get(url);
    const day = dayOf(article.publishedAt);
    let nearest: { distance: number; value: T } | undefined;
    for (const entry of this.byTitle.get(sameTitle(article.title)) ?? []) {
      const distance = Math.abs(entry.day - day);
      if (distance < CROSS_POST_DAYS && (!nearest || distance < nearest.distance)) nearest = { distance, value: entry.value };
    }
    return nearest?.value;
  }
}

function addressesOf(article: Article): string[] {
  return [article.url, ...(article.aliases ?? [])].map(sameUrl);
}

/** Days since 1970 of a YYYY-MM-DD date. */
function dayOf(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

/** Two spellings of one address compare equal: host case, "www.", a trailing slash. */
export function sameUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname.replace(/^www\./, '')}${parsed.pathname.replace(/\/+$/, '')}${parsed.search}`.toLowerCase();
  } catch {
    return url.toLowerCase();
  }
}

/** Titles compare without case, punctuation or spacing: "Node.js Streams" = "Node.js streams". */
function sameTitle(title: string): string {
  return title.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}
