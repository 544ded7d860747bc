import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mailtoHref, resumeFileName, resumeHref, telHref } from '../../src/content/links';
import { content } from '../../src/content/content';
import { placeholderImage } from '../../src/images/placeholder';
import { constantsCss } from '../../src/styles/constants-css';

const links = suite('links');

links('mailtoHref should encode subject and body per RFC 6068', () => {
  assert.is(mailtoHref('a@example.com'), 'mailto:a@example.com');
  const href = mailtoHref('a@example.com', { subject: "Let's Work Together", body: 'Hi Alex,\n\nHello & bye' });
  const url = new URL(href);
  assert.is(url.searchParams.get('subject'), "Let's Work Together");
  assert.is(url.searchParams.get('body'), 'Hi Alex,\n\nHello & bye');
  assert.not.match(href, /\+/, 'spaces are %20, not +');
});

links('telHref should keep only digits and the plus', () => {
  assert.is(telHref('+971 50 123 4567'), 'tel:+971501234567');
  assert.is(telHref('(04) 123-4567'), 'tel:041234567');
});

links('should name the résumé after the owner', () => {
  assert.is(resumeHref(), '/resume.pdf');
  assert.is(resumeFileName(content.person), 'Alex-Carter-Resume.pdf');
});

links.run();

// ---

const placeholder = suite('placeholderImage');

placeholder('should be a local SVG data URL showing the escaped title', () => {
  const url = placeholderImage('Tom & Jerry <3', 1080, 675);
  assert.ok(url.startsWith('data:image/svg+xml,'));
  const svg = decodeURIComponent(url.slice('data:image/svg+xml,'.length));
  assert.match(svg, />Tom &#38; Jerry &#60;3<\/text>/);
  assert.match(svg, /width="1080" height="675"/);
  assert.not.match(svg.replace('http://www.w3.org/2000/svg', ''), /https?:/, 'no request to another origin');
});

placeholder.run();

// ---

const css = suite('constantsCss');

css('should turn the toast constants and project delays into CSS', () => {
  const text = constantsCss(content);
  assert.match(text, /--toast-width:356px/);
  assert.match(text, /--toast-gap:14px/);
  for (const delay of [0, 0.2, 0.4, 0.6, 0.8, 1]) assert.ok(text.includes(`[data-delay="${delay}"]{animation-delay:${delay}s}`), String(delay));
});

css.run();
