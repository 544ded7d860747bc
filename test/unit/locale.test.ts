// One language tag in the content (content.locale) decides every language-dependent word the
// build writes: dates, months, plurals, lists, the order of tags, <html lang> and its direction,
// link previews' og:locale, the feeds' language and the résumé's words and language.

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { blogTags } from '../../src/app/pages/blog-pages';
import { directionOf, localeOf } from '../../src/app/locale';
import { headTags } from '../../src/builder/head';
import { languageAttributes } from '../../src/builder/pages';
import { resumePdf } from '../../src/builder/resume/resume';
import { siteFeed, withAllPosts } from '../../src/builder/posts/site-posts';
import { mergeSnapshot, SNAPSHOT_ABOUT } from '../../src/builder/posts/snapshot';
import type { OwnPost } from '../../src/builder/posts/own-posts';
import { platformsPhrase } from '../../src/builder/site-data';
import { homePage } from '../../src/builder/site-pages';
import { validateContent } from '../../src/builder/validate';
import { actionsRowCss } from '../../src/builder/name-fit';
import { loadFonts } from '../../src/builder/fonts/fallback';
import { articleCount } from '../../src/prerendered/blog/BlogMain';
import { formatPostDate } from '../../src/prerendered/blog/formatPostDate';
import { formatMonth, jobPeriod, periodText } from '../../src/prerendered/experience/months';
import type { BlogPost, Content } from '../../src/content/types';
import { content } from '../fixtures/sample/content';
import { FONT_DIR, readPdf } from '../helpers/pdf-text';

const test = suite('locale');

test('should be English when the content names no language', () => {
  assert.is(localeOf({}), 'en');
  assert.is(localeOf({ locale: 'pt-BR' }), 'pt-BR');
});

test('should write dates, months, plurals and lists in the language', () => {
  assert.is(formatPostDate('2025-05-15', 'en'), 'May 15, 2025');
  assert.is(formatPostDate('2025-05-15', 'pt-BR'), '15 de maio de 2025');
  assert.is(formatPostDate('2025-05-15', 'de'), '15. Mai 2025');
  assert.is(formatMonth('2021-03', 'pt-BR'), 'mar. de 2021');
  assert.is(periodText(jobPeriod({ start: '2021-03', end: '2024-11' }, 'Atual', 'pt-BR')), 'mar. de 2021 – nov. de 2024');
  const forms = { one: '{count} artigo', other: '{count} artigos' };
  assert.is(articleCount(forms, 1, 'pt-BR'), '1 artigo');
  assert.is(articleCount(forms, 0, 'pt-BR'), '0 artigo', 'zero takes the singular in Brazilian Portuguese');
  assert.is(articleCount(forms, 0, 'en'), '0 artigos');
  assert.is(platformsPhrase(['DEV', 'Medium', 'Medium'], 'pt-BR'), 'Medium e DEV');
  assert.is(platformsPhrase(['DEV', 'Medium', 'Hashnode'], 'de'), 'DEV, Medium und Hashnode');
});

test('should order tags as the language does', () => {
  const post = (tags: string[]): BlogPost => ({ id: 'p', title: 'P', excerpt: 'E', publishedAt: '2025-01-01', tags, url: 'https://dev.to/x/p' });
  const names = (locale: string) => blogTags([post(['Zebra', 'Öl', 'Ost'])], locale).map((tag) => tag.name);
  assert.equal(names('en'), ['Öl', 'Ost', 'Zebra']);
  assert.equal(names('sv'), ['Ost', 'Zebra', 'Öl'], 'Swedish sorts Ö after Z');
});

test('should write right-to-left languages right to left, on <html>', () => {
  for (const locale of ['ar', 'ar-EG', 'fa-IR', 'he', 'ur', 'yi']) assert.is(directionOf(locale), 'rtl', locale);
  for (const locale of ['en', 'pt-BR', 'ja', 'el', 'tr']) assert.is(directionOf(locale), 'ltr', locale);
  assert.is(languageAttributes('en'), 'lang="en"');
  assert.is(languageAttributes('ar'), 'lang="ar" dir="rtl"');
});

test("should name the language in link previews, except Open Graph's default, US English", () => {
  const options = { basePath: '/', year: 2031, card: { file: 'assets/card.png', width: 1200, height: 630 } };
  const ogLocale = (locale: string) => /<meta property="og:locale" content="([^"]+)">/.exec(headTags(homePage, { ...content, locale }, options))?.[1] ?? null;
  assert.is(ogLocale('pt-BR'), 'pt_BR');
  assert.is(ogLocale('ar'), 'ar_EG');
  assert.is(ogLocale('en'), null);
  assert.is(ogLocale('en-US'), null);
  assert.is(ogLocale('en-GB'), 'en_GB');
});

test('should declare the language in the feeds', () => {
  assert.is(siteFeed({ ...content, locale: 'pt-BR' }, { basePath: '/', year: 2031 }).language, 'pt-BR');
});

test('should refuse a locale that is not a language tag, naming the field', () => {
  const problems = (locale: unknown) => validateContent({ ...content, locale } as Content, { imageExists: () => true }).filter((line) => line.startsWith('content: locale'));
  assert.equal(problems('pt-BR'), []);
  assert.equal(problems("pt_BR"), [`content: locale "pt_BR" is not a language tag: write a language tag (BCP 47) such as 'en', 'pt-BR' or 'ar'`]);
  assert.equal(problems('Portuguese'), [`content: locale "Portuguese" is not a language tag: write a language tag (BCP 47) such as 'en', 'pt-BR' or 'ar'`]);
  assert.equal(problems('tlh'), [`content: locale "tlh" is a language Node.js has no dates or plurals for: write a language tag (BCP 47) such as 'en', 'pt-BR' or 'ar'`]);
});

test("should write the résumé's words and language from the content", async () => {
  const portuguese: Content = {
    ...content,
    locale: 'pt-BR',
    experience: [{ company: 'Mangue Software', role: 'Desenvolvedora', start: '2019-06', end: '2022-02' }],
    education: undefined,
    labels: {
      ...content.labels,
      experience: { ...content.labels.experience, title: 'Experiência' },
      resume: {
        title: 'Currículo de {name}',
        profile: 'Perfil',
        skills: 'Habilidades',
        projects: 'Projetos selecionados',
        live: 'No ar:',
        code: 'Código:',
        moreProjects: { one: 'mais {count} projeto em {site}', other: 'mais {count} projetos em {site}' },
      },
    },
  };
  const bytes = await resumePdf(portuguese, await loadFonts(FONT_DIR));
  const pdf = readPdf(bytes);
  assert.is(pdf.title, `Currículo de ${content.person.name}`);
  // Headings are set in capitals.
  for (const words of ['PERFIL', 'EXPERIÊNCIA', 'jun. de 2019 – fev. de 2022', 'HABILIDADES', 'PROJETOS SELECIONADOS', 'No ar:', 'Código:']) assert.ok(pdf.text.includes(words), words);
  for (const words of ['PROFILE', 'SKILLS', 'SELECTED PROJECTS', 'Live:', 'Code:']) assert.not.ok(pdf.text.includes(words), words);
  assert.ok(Buffer.from(bytes).toString('latin1').includes('/Lang (pt-BR)'), 'the document says its language');
});

test("should widen the hero's row of buttons for longer words, so it never breaks as two and an orphan", () => {
  assert.is(actionsRowCss(['View My Work', 'Contact Me', 'Download Resume']), ':root{--actions-row:38rem}', "the sample's words: the least row");
  assert.is(actionsRowCss(['Ver meus projetos', 'Fale comigo', 'Baixar currículo']), ':root{--actions-row:39.8rem}');
  assert.is(actionsRowCss(['Meine Projekte ansehen', 'Kontakt aufnehmen', 'Lebenslauf herunterladen']), ':root{--actions-row:51.6rem}');
});

test("should write a post's read time in the labels' words", () => {
  const labels = { ...content.labels, blog: { ...content.labels.blog, readTime: '{minutes} min de leitura' } };
  const own = { id: 'a-post', title: 'Um artigo', publishedAt: '2025-06-01', excerpt: 'Sobre.', tags: [], readMinutes: 3 } as unknown as OwnPost;
  assert.is(withAllPosts({ ...content, labels }, [], [own]).posts.at(-1)!.readTime, '3 min de leitura');
  const item = { title: 'Um artigo', url: 'https://dev.to/x/um-artigo', publishedAt: '2025-06-01', tags: [], excerpt: 'Sobre.', readMinutes: 8, aliases: [] };
  const { snapshot } = mergeSnapshot({ about: SNAPSHOT_ABOUT, posts: [] }, [{ feed: 'https://dev.to/feed/x', posts: [item] }], [], '{minutes} min de leitura');
  assert.is(snapshot.posts[0]!.readTime, '8 min de leitura');
});

test('should name each of these words a content.ts from before them lacks', () => {
  const { readTime: _readTime, ...blog } = content.labels.blog;
  const { live: _live, ...resume } = content.labels.resume;
  const older = { ...content, labels: { ...content.labels, blog, resume } } as unknown as Content;
  const problems = validateContent(older, { imageExists: () => true }).filter((line) => line.startsWith('labels:'));
  assert.equal(problems, [
    'labels: blog.readTime must give a post\'s read time with {minutes}, e.g. "{minutes} min read" (got nothing)',
    'labels: resume.live must be some text, e.g. "Live:" (got nothing)',
  ]);
});

test.run();
