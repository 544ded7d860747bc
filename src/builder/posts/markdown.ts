// An owner's Markdown post as HTML at build time: markdown-it, highlight.js (class names only),
// anchored headings, images as the build's variants. Raw HTML is refused, naming the line, so
// the strict CSP needs no exception. parseMarkdown, then renderMarkdown once images are built.

import type { HLJSApi } from 'highlight.js';
import type MarkdownItFactory from 'markdown-it';
import type { MarkdownIt, Token } from 'markdown-it';
import type { ImageManifest } from '../../app/images/manifest';
import { escapeHtml } from '../head';
import { onFirstUse } from '../on-first-use';
import { staysInAssets } from '../validate-rules';
import { slugOf } from './snapshot';

// Loaded with the owner's first post, not at every build's start (most sites have none).
const hljs = onFirstUse<HLJSApi>('highlight.js/lib/common');
const markdownIt = onFirstUse<typeof MarkdownItFactory>('markdown-it');

/** The post column's width (PostBody.module.css reads it as --post-column): the images' `sizes`. */
export const POST_COLUMN_PX = 720;
const IMAGE_SIZES = `(min-width: ${POST_COLUMN_PX}px) ${POST_COLUMN_PX}px, 100vw`;

export interface MarkdownProblem {
  /** 1-based line of the Markdown body. */
  line: number;
  message: string;
}

export interface ParsedMarkdown {
  tokens: Token[];
  /** Every image the post shows, by its name in src/assets/, with its line. */
  images: { name: string; line: number }[];
  /** All of the post's words, code included, for its read time. */
  text: string;
  /** The text of its paragraphs, for an excerpt when the front matter has none. */
  paragraphs: string[];
  problems: MarkdownProblem[];
}

let parser: MarkdownIt | undefined;

/** One configured markdown-it, made on first use (nothing runs at import). */
function markdown(): MarkdownIt {
  if (parser) return parser;
  // html: true so raw HTML is seen (as html_block/html_inline tokens) and refused, not silently escaped.
  parser = markdownIt()({ html: true, linkify: false, typographer: false, highlight: highlightCode });
  const rules = parser.renderer.rules;
  rules.heading_open = (tokens, index) => {
    const { id, anchored } = headingId(tokens, index);
    return `<${tokens[index]!.tag} id="${id}">${anchored ? `<a href="#${id}">` : ''}`;
  };
  rules.heading_close = (tokens, index) => `${headingId(tokens, index - 2).anchored ? '</a>' : ''}</${tokens[index]!.tag}>`;
  rules.image = (tokens, index, _options, env) => picture(tokens[index]!, env as unknown as RenderEnv);
  const link = rules.link_open ?? ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options));
  rules.link_open = (tokens, index, options, env, self) => {
    const href = String(tokens[index]!.attrGet('href') ?? '');
    // A link to a page of the site ("/blogs/other-post") goes under the base path.
    if (href.startsWith('/') && !href.startsWith('//')) tokens[index]!.attrSet('href', (env as unknown as RenderEnv).basePath + href.slice(1));
    return link(tokens, index, options, env, self);
  };
  return parser;
}

/** What a Markdown body is made of: tokens, images, text, and what it may not hold. */
export function parseMarkdown(body: string): ParsedMarkdown {
  const tokens = markdown().parse(body, {});
  const problems: MarkdownProblem[] = [];
  const images: ParsedMarkdown['images'] = [];
  const words: string[] = [];
  const paragraphs: string[] = [];
  const ids = new Map<string, number>();
  tokens.forEach((token, index) => {
    const line = (token.map?.[0] ?? 0) + 1;
    if (token.type === 'html_block') problems.push({ line, message: rawHtml(token.content) });
    if (token.type === 'heading_open' && token.tag === 'h1') problems.push({ line, message: "a post's title is its front matter's title, the page's one h1: start headings at ## (h2)" });
    if (token.type === 'heading_open') {
      const slug = slugOf(inlineText(tokens[index + 1]));
      const seen = ids.get(slug) ?? 0;
      ids.set(slug, seen + 1);
      token.meta = { id: seen ? `${slug}-${seen + 1}` : slug };
    }
    if (token.type === 'fence' || token.type === 'code_block') words.push(token.content);
    if (token.type !== 'inline') return;
    words.push(inlineText(token));
    if (tokens[index - 1]?.type === 'paragraph_open' && token.level === 1 && !token.children?.every((child) => child.type === 'image')) paragraphs.push(inlineText(token));
    const html = token.children?.find((child) => child.type === 'html_inline');
    if (html) problems.push({ line, message: rawHtml(html.content) }); // once a line, naming the first tag
    for (const child of token.children ?? []) {
      if (child.type !== 'image') continue;
      const src = String(child.attrGet('src') ?? '');
      if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(src)) problems.push({ line, message: `image ${src}: images come from src/assets/ (the site loads nothing from other origins); save it there and write its name, e.g. ![…](posts/diagram.png)` });
      else if (!staysInAssets(src)) problems.push({ line, message: `image ${src} must be a path inside src/assets/, such as ![…](posts/diagram.png): the build publishes the file an image names, so no "..", "/" at the start or "\\"` });
      else if (!child.content.trim()) problems.push({ line, message: `image ${src} needs a description between the brackets, ![what it shows](${src}), for readers who cannot see it` });
      else images.push({ name: src.replace(/^\.\//, ''), line });
    }
  });
  return { tokens, images, text: words.join(' '), paragraphs, problems };
}

// markdown-it passes `env` to every rule as an open record.
type RenderEnv = { images: ImageManifest; basePath: string; opening?: Token } & Record<string, unknown>;

/** The post's HTML, its images as the build's variants. */
export function renderMarkdown(parsed: ParsedMarkdown, env: { images: ImageManifest; basePath: string }): string {
  return markdown().renderer.render(parsed.tokens, markdown().options, { ...env, opening: openingImage(parsed.tokens) });
}

/** The image the post opens with, before any of its words or code (a cover), if it has one. */
function openingImage(tokens: Token[]): Token | undefined {
  for (const token of tokens) {
    if (['fence', 'code_block', 'html_block', 'hr'].includes(token.type)) return undefined;
    for (const child of token.type === 'inline' ? (token.children ?? []) : []) {
      if (child.type === 'image') return child;
      if ((child.type === 'text' || child.type === 'code_inline') && child.content.trim()) return undefined;
    }
  }
  return undefined;
}

// --- Parts -------------------------------------------------------------------------

/** Code coloured by highlight.js when it knows the language; plain and escaped when it does not. */
function highlightCode(code: string, language: string): string {
  const known = language && hljs().getLanguage(language) ? language : '';
  const html = known ? hljs().highlight(code, { language: known, ignoreIllegals: true }).value : escapeHtml(code);
  // tabindex: a code block wider than the column scrolls, and keyboard users must reach it (axe: scrollable-region-focusable).
  return `<pre class="hljs" tabindex="0"><code${known ? ` class="language-${known}"` : ''}>${html}</code></pre>\n`;
}

/** A heading's id (set by parseMarkdown), and whether its text may be wrapped in a link to it (not if it holds a link). */
function headingId(tokens: Token[], index: number): { id: string; anchored: boolean } {
  const id = String((tokens[index]!.meta as { id?: string } | null)?.id ?? '');
  const anchored = !tokens[index + 1]?.children?.some((child) => child.type === 'link_open');
  return { id, anchored };
}

function picture(token: Token, env: RenderEnv): string {
  const { images } = env;
  const name = String(token.attrGet('src') ?? '').replace(/^\.\//, '');
  const entry = images[name];
  if (!entry) throw new Error(`no variants for post image ${name}: parseMarkdown's images were not built`);
  const alt = escapeHtml(token.content);
  const title = token.attrGet('title');
  // A cover, the image a post opens with, is likely the first screen's largest element: eager.
  // Any image after the opening words is lazy: it neither competes with the page's script on a
  // slow link nor loads for a reader who stops early. Width and height reserve the space.
  const loading = token === env.opening ? '' : ' loading="lazy"';
  return (
    `<picture><source type="image/avif" srcset="${entry.avif}" sizes="${IMAGE_SIZES}">` +
    `<source type="image/webp" srcset="${entry.webp}" sizes="${IMAGE_SIZES}">` +
    `<img src="${entry.src}" width="${entry.width}" height="${entry.height}" alt="${alt}"${title ? ` title="${escapeHtml(String(title))}"` : ''}${loading} decoding="async"></picture>`
  );
}

function inlineText(token: Token | undefined): string {
  return (token?.children ?? [])
    .map((child) => (child.type === 'text' || child.type === 'code_inline' ? child.content : child.type === 'softbreak' || child.type === 'hardbreak' ? ' ' : child.type === 'image' ? '' : ''))
    .join('')
    .trim();
}

function rawHtml(html: string): string {
  const tag = html.trim().split(/[\s>]/)[0];
  return `raw HTML (${tag}…) is not allowed in a post, so the site's Content-Security-Policy stays strict: write it in Markdown, or put it in a code block`;
}
