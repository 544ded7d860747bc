import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mailtoHref, resumeFileName, resumeHref, telHref } from '../../src/app/links';
import { content } from '../fixtures/sample/content';
import { firstName } from '../../src/content/names';
import { placeholderImage } from '../../src/app/images/placeholder';
import { cardDelay } from '../../src/app/sections/ProjectCardDelay';
import { constantsCss } from '../../src/builder/constants-css';

const test = suite('links, names and generated CSS');

test('mailtoHref should encode subject and body per RFC 6068', () => {
  assert.is(mailtoHref('a@example.com'), 'mailto:a@example.com');
  const href = mailtoHref('a@example.com', { subject: "Let's Work Together", body: 'Hi Łukasz,\n\nHello & bye' });
  const url = new URL(href);
  assert.is(url.searchParams.get('subject'), "Let's Work Together");
  assert.is(url.searchParams.get('body'), 'Hi Łukasz,\n\nHello & bye');
  assert.not.match(href, /\+/, 'spaces are %20, not +');
});

test('telHref should keep only digits and the plus', () => {
  assert.is(telHref('+971 50 123 4567'), 'tel:+971501234567');
  assert.is(telHref('(04) 123-4567'), 'tel:041234567');
});

test('should name the résumé after the owner', () => {
  assert.is(resumeHref(), '/resume.pdf');
  assert.is(resumeFileName(content.person), 'Alex-Carter-Resume.pdf');
  assert.is(resumeFileName({ ...content.person, name: 'Łukasz Dvořák-Christopherson' }), 'Łukasz-Dvořák-Christopherson-Resume.pdf');
  assert.is(resumeFileName({ ...content.person, name: 'Madonna' }), 'Madonna-Resume.pdf');
});

test('should greet by the first word of any name', () => {
  assert.is(firstName('Alex Carter'), 'Alex');
  assert.is(firstName('Łukasz Dvořák-Christopherson'), 'Łukasz');
  assert.is(firstName('Madonna'), 'Madonna');
  assert.is(firstName('  Ana\u00a0María  López '), 'Ana', 'any white space, a no-break space too');
  assert.is(firstName('Jean-Luc Picard'), 'Jean-Luc');
});

test('a failed preview\'s placeholder should be a local SVG data URL showing the escaped title in the given colours', () => {
  const url = placeholderImage('Tom & Jerry <3', 1080, 675, { background: '#101010', text: '#fafafa' });
  assert.ok(url.startsWith('data:image/svg+xml,'));
  const svg = decodeURIComponent(url.slice('data:image/svg+xml,'.length));
  assert.match(svg, />Tom &#38; Jerry &#60;3<\/text>/);
  assert.match(svg, /width="1080" height="675"/);
  assert.match(svg, /<rect [^>]*fill="#101010"/, 'the colours passed in');
  assert.match(svg, /<text [^>]*fill="#fafafa"/);
  assert.not.match(svg.replace('http://www.w3.org/2000/svg', ''), /https?:/, 'no request to another origin');
});

test('should turn the toast constants into CSS, and the cards\' delays into one rule each, however many cards', () => {
  const text = (count: number) => constantsCss({ ...content, projects: Array.from({ length: count }, () => content.projects[0]!) });
  assert.match(text(1), /--toast-width:356px/);
  assert.match(text(1), /--toast-gap:14px/);
  const rules = (count: number) => [...text(count).matchAll(/\[data-delay="([\d.]+)"\]\{animation-delay:([\d.]+)s\}/g)].map((m) => [m[1], m[2]]);
  assert.equal(rules(4), [['0', '0'], ['0.2', '0.2'], ['0.4', '0.4'], ['0.6', '0.6']]);
  assert.equal(rules(12), [['0', '0'], ['0.2', '0.2'], ['0.4', '0.4'], ['0.6', '0.6'], ['0.8', '0.8'], ['1', '1']]);
});

test('should step from 0 s to 1 s in 0.2 s for the first six cards, and start every later card with the sixth', () => {
  assert.equal([0, 1, 2, 3, 4, 5, 6, 7, 11, 100].map(cardDelay), [0, 0.2, 0.4, 0.6, 0.8, 1, 1, 1, 1, 1]);
});

test.run();
