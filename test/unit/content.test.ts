// The content module against the specification, line by line (spec §2, §3, §9).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { content } from '../../src/content/content';
import { validateContent } from '../../src/content/validate';
import { ROOT } from '../helpers/env';
import { existsSync } from 'node:fs';
import path from 'node:path';

const spec = suite('content :: spec');

spec('should list the skills exactly as spec §2 does', () => {
  assert.equal(
    content.skillGroups.map((g) => [g.title, g.skills.length]),
    [['Frontend', 11], ['Backend', 7], ['Tools and DevOps', 6]],
  );
  assert.equal(content.skillGroups[0]?.skills, ['React', 'TypeScript', 'JavaScript (ES6+)', 'HTML5', 'CSS3', 'Tailwind CSS', 'Next.js', 'Sass', 'Three.js', 'Responsive Design', 'UI/UX Design']);
  assert.equal(content.skillGroups[1]?.skills, ['Node.js', 'Express.js', 'REST APIs', 'PostgreSQL', 'MongoDB', 'Nest js', 'JWT Auth']);
  assert.equal(content.skillGroups[2]?.skills, ['Git', 'Docker', 'AWS', 'Webpack', 'Vite', 'Jest']);
});

spec('should have the six projects in order, two with private code, delays 0 to 1 s in 0.2 s steps', () => {
  assert.equal(content.projects.map((p) => p.title), ['Coffee Connoisseur', 'Meme Generator', 'FotoFlix', 'Grocery Bud', 'WordSpeed Analyzer', 'Pacman Game']);
  assert.is(content.projects.filter((p) => p.githubUrl === '#').length, 2);
  assert.equal(content.projects.map((p) => p.delay), [0, 0.2, 0.4, 0.6, 0.8, 1]);
  for (const project of content.projects) {
    assert.ok(project.liveUrl.startsWith('https://'), `${project.title} has a live link`);
    assert.ok(project.technologies.length > 0);
  }
  assert.ok(content.projects.some((p) => p.technologies.length > 3), 'some card shows a +N badge');
  assert.ok(content.projects.some((p) => p.technologies.length <= 3), 'some card shows no +N badge');
});

spec('should have six posts with every field of spec §3', () => {
  assert.is(content.posts.length, 6);
  for (const post of content.posts) {
    assert.match(post.publishedAt, /^\d{4}-\d{2}-\d{2}$/);
    assert.match(post.readTime, /^\d+ min read$/);
    assert.ok(post.claps === '' || Number.isInteger(post.claps), `${post.id} claps`);
    assert.ok(post.tags.length > 0 && post.title && post.excerpt && post.mediumUrl.startsWith('https://'));
  }
  assert.ok(content.posts.some((p) => p.claps === ''), 'an empty claps value is represented');
});

spec('should state the hero title verbatim and over 5 years of experience in a three-paragraph bio', () => {
  assert.is(content.person.title, 'Frontend Developer with Node.js Backend Expertise');
  assert.is(content.person.bio.length, 3);
  assert.match(content.person.bio.join(' '), /over 5 years/);
  assert.is(content.person.location, 'Dubai, UAE');
  assert.is(content.message.subject, "Let's Work Together");
  assert.match(content.message.body, /^Hi /);
});

spec('should be a clearly sample identity on example.com with a UAE-format phone number', () => {
  assert.match(content.person.email, /@example\.com$/);
  assert.match(content.person.phone, /^\+971 5\d \d{3} \d{4}$/);
});

spec('should pass its own validation, with every image present', () => {
  const errors = validateContent(content, { imageExists: (name) => existsSync(path.join(ROOT, 'src/assets', name)) });
  assert.equal(errors, []);
});

spec.run();
