// The sample the repository ships (src/content/content.ts is test/fixtures/sample/content.ts,
// unit/sample-shipped.test.ts): its exact lists, which the page tests read as literals. That it
// is valid, its images included, every build of it checks; the rules are unit/validate.test.ts's.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { content } from '../fixtures/sample/content';

const sample = suite('content :: the sample');

sample('should list the skills in the sample\'s groups, spelling and order', () => {
  assert.equal(content.skillGroups.map((g) => [g.title, g.skills]), [
    ['Frontend', ['React', 'TypeScript', 'JavaScript (ES6+)', 'HTML5', 'CSS3', 'Tailwind CSS', 'Next.js', 'Sass', 'Three.js', 'Responsive Design', 'UI/UX Design']],
    ['Backend', ['Node.js', 'Express.js', 'REST APIs', 'PostgreSQL', 'MongoDB', 'Nest js', 'JWT Auth']],
    ['Tools and DevOps', ['Git', 'Docker', 'AWS', 'Webpack', 'Vite', 'Jest']],
  ]);
});

sample('should have the six projects in order, FotoFlix and WordSpeed Analyzer with private code', () => {
  assert.equal(content.projects.map((p) => [p.title, p.codeUrl === '#']), [
    ['Coffee Connoisseur', false], ['Meme Generator', false], ['FotoFlix', true], ['Grocery Bud', false], ['WordSpeed Analyzer', true], ['Pacman Game', false],
  ]);
});

sample('should have six posts on Medium, newest first in the file, two with empty claps', () => {
  assert.equal(content.posts.map((p) => [p.publishedAt, p.reactions, new URL(p.url).host]), [
    ['2025-05-15', 342, 'medium.com'], ['2025-04-02', 128, 'medium.com'], ['2025-03-10', '', 'medium.com'],
    ['2025-02-18', 96, 'medium.com'], ['2025-01-07', 211, 'medium.com'], ['2024-12-01', '', 'medium.com'],
  ]);
});

sample('should be a clearly sample identity in Dubai, on example.com, with a UAE-format phone number', () => {
  const { name, email, phone, location } = content.person;
  assert.equal([name, email, phone, location], ['Alex Carter', 'alex.carter@example.com', '+971 50 123 4567', 'Dubai, UAE']);
});

sample.run();
