// The owner's own posts: Markdown files in src/content/posts/, one per post, named by the
// slug of its page (my-first-post.md is /blogs/my-first-post). Read here into what the site
// lists and what the post's page shows; every problem names the file and the line.

import { RESERVED_POST_IDS } from '../../app/pages/blog-pages';
import { SLUG } from '../validate-rules';
import { excerptOf, readMinutes } from './plain-text';
import { splitPost, type FrontMatter } from './front-matter';
import { parseMarkdown, type ParsedMarkdown } from './markdown';

/** Where the owner's Markdown posts live, beside the content module. */
export const OWN_POSTS_DIR = 'src/content/posts';

export interface OwnPost extends Omit<FrontMatter, 'date' | 'excerpt'> {
  /** The page's slug, from the file name: /blogs/<id>. */
  id: string;
  /** The file, relative to the project, for messages. */
  file: string;
  publishedAt: string;
  /** The front matter's, or the opening of the post as whole sentences. */
  excerpt: string;
  readMinutes: number;
  /** The images it shows, by name in src/assets/, with the line of the file that shows each. */
  images: { name: string; line: number }[];
  markdown: ParsedMarkdown;
}

/** One post file read and checked; `file` is its path relative to the project. */
export function readOwnPost(file: string, text: string): { post: OwnPost | null; problems: string[] } {
  const name = file.split('/').at(-1)!.replace(/\.md$/, '');
  const problems: string[] = [];
  if (!SLUG.test(name)) problems.push(`${file}: the file name is the page's address, /blogs/${name}: use lowercase letters, digits and hyphens (e.g. my-first-post.md)`);
  else if (RESERVED_POST_IDS.includes(name)) problems.push(`${file}: /blogs/${name} is where the blog keeps its own lists (/blogs/page/2, /blogs/tags/react): give the file another name`);
  const { front, body, bodyLine, problems: frontProblems } = splitPost(text);
  problems.push(...frontProblems.map(({ line, message }) => `${file}:${line}: ${message}`));
  const markdown = parseMarkdown(body);
  problems.push(...markdown.problems.map(({ line, message }) => `${file}:${bodyLine + line}: ${message}`));
  if (!front || problems.length) return { post: null, problems };
  const { date, excerpt, ...rest } = front;
  const summary = excerpt ?? excerptOf(markdown.paragraphs.join(' '));
  if (!summary) return { post: null, problems: [`${file}:1: the post has no paragraph to take an excerpt from: add excerpt: to its front matter`] };
  return {
    post: {
      ...rest,
      id: name,
      file,
      publishedAt: date,
      excerpt: summary,
      readMinutes: readMinutes(markdown.text),
      images: markdown.images.map(({ name, line }) => ({ name, line: bodyLine + line })),
      markdown,
    },
    problems,
  };
}
