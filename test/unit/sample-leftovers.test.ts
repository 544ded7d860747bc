// The build's warning while the sample is still in place (src/builder/sample-leftovers.ts).
// That SAMPLE.files knows the shipped art byte for byte is checked against the real build's
// warning (test/build/pages.test.ts, "the sample warning").
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { SAMPLE, sampleLeftovers } from '../../src/builder/sample-leftovers';
import { content } from '../fixtures/sample/content';
import type { Content } from '../../src/content/types';

const asSample: Content = {
  ...content,
  person: { ...content.person, name: SAMPLE.name, email: `someone@${SAMPLE.domain}`, siteUrl: `https://www.${SAMPLE.domain}` },
  projects: content.projects.map((project, i) => ({ ...project, liveUrl: i < 2 ? `https://app${i}.${SAMPLE.domain}/` : 'https://app.owner.dev' })),
  posts: content.posts.map((post) => ({ ...post, url: 'https://medium.com/@owner/post' })),
};
const owned: Content = {
  ...asSample,
  person: { ...asSample.person, name: 'Sam Owner', email: 'sam@owner.dev', siteUrl: 'https://owner.dev', profiles: ['https://github.com/owner'] },
  projects: asSample.projects.map((project) => ({ ...project, liveUrl: 'https://app.owner.dev' })),
};

const leftovers = suite('sampleLeftovers');

leftovers('should name the sample name, every field with a sample address and the sample art, in one block', () => {
  const text = sampleLeftovers(asSample, ['hero.png', 'projects/fotoflix.png']);
  assert.is(
    text,
    'This is still the sample site; replace these before deploying (README "Make it yours"):\n' +
      `  - src/content/content.ts: person.name is the sample name "${SAMPLE.name}"\n` +
      `  - src/content/content.ts: ${SAMPLE.domain} addresses in person.email, person.siteUrl, projects[0,1].liveUrl\n` +
      '  - src/assets/: the sample art hero.png, projects/fotoflix.png',
  );
});

leftovers('should say nothing once the owner replaced them, a domain that merely ends like the sample one included', () => {
  assert.is(sampleLeftovers(owned, []), null);
  const lookalike: Content = { ...owned, person: { ...owned.person, email: `me@not${SAMPLE.domain}`, siteUrl: `https://${SAMPLE.domain}.au` } };
  assert.is(sampleLeftovers(lookalike, []), null);
});

leftovers('should name only what is left: the art alone', () => {
  assert.is(sampleLeftovers(owned, ['hero-light.png']), 'This is still the sample site; replace these before deploying (README "Make it yours"):\n  - src/assets/: the sample art hero-light.png');
});

leftovers.run();
