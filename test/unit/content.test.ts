// The content module.
//
// Two kinds of checks. "content :: sample" holds the shipped sample to its exact texts:
// its skill lists, its six projects in order, its six posts, the sample identity. An owner's
// content is not the sample and must not fail them, so they run only while the content is
// still the sample (isSampleContent: the sample person's name, the one marker, see
// src/content/sample.ts); for any other owner "content :: every owner" checks what every
// owner's content needs: the hero title and bio, skill groups, the fields of every
// project and post, a valid file.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { content } from '../fixtures/sample/content';
import { isSampleContent, SAMPLE_NAME } from '../../src/content/sample';
import { MAX_PROJECTS, MIN_PROJECTS, validateContent } from '../../src/builder/validate';
import { fillIn } from '../../src/app/page-titles';
import { followText, platformsSentence, reactionText, readText, siteData } from '../helpers/site';
import { cardDelay } from '../../src/app/sections/ProjectCardDelay';
import { ROOT } from '../helpers/env';

const sample = isSampleContent(content);

if (sample) {
  const exact = suite('content :: sample');

  exact('should list the skills in the sample\'s groups, spelling and order', () => {
    assert.equal(
      content.skillGroups.map((g) => [g.title, g.skills.length]),
      [['Frontend', 11], ['Backend', 7], ['Tools and DevOps', 6]],
    );
    assert.equal(content.skillGroups[0]?.skills, ['React', 'TypeScript', 'JavaScript (ES6+)', 'HTML5', 'CSS3', 'Tailwind CSS', 'Next.js', 'Sass', 'Three.js', 'Responsive Design', 'UI/UX Design']);
    assert.equal(content.skillGroups[1]?.skills, ['Node.js', 'Express.js', 'REST APIs', 'PostgreSQL', 'MongoDB', 'Nest js', 'JWT Auth']);
    assert.equal(content.skillGroups[2]?.skills, ['Git', 'Docker', 'AWS', 'Webpack', 'Vite', 'Jest']);
  });

  exact('should have the six projects in order, two with private code, delays 0 to 1 s in 0.2 s steps', () => {
    assert.equal(content.projects.map((p) => p.title), ['Coffee Connoisseur', 'Meme Generator', 'FotoFlix', 'Grocery Bud', 'WordSpeed Analyzer', 'Pacman Game']);
    assert.is(content.projects.filter((p) => p.codeUrl === '#').length, 2);
    assert.equal(content.projects.map((_, i) => cardDelay(i)), [0, 0.2, 0.4, 0.6, 0.8, 1]);
    assert.ok(content.projects.some((p) => p.technologies.length > 3), 'some card shows a +N badge');
    assert.ok(content.projects.some((p) => p.technologies.length <= 3), 'some card shows no +N badge');
  });

  exact('should have six posts on Medium, newest first in the file, one with empty claps', () => {
    assert.is(content.posts.length, 6);
    const dates = content.posts.map((p) => p.publishedAt);
    assert.equal(dates, [...dates].sort().reverse(), 'the sample reads in the order it is shown');
    assert.ok(content.posts.some((p) => p.reactions === ''), 'an empty claps value is represented');
    for (const post of content.posts) assert.match(post.url, /^https:\/\/medium\.com\/@example\//);
  });

  exact('should show a code-hosting and a professional-network profile, named as a visitor sees them', () => {
    assert.equal(siteData.links.profiles.map((p) => [p.name, p.icon, p.url]), [['GitHub', 'github', 'https://github.com/example'], ['LinkedIn', 'linkedin', 'https://www.linkedin.com/in/example']]);
    assert.is(content.labels.social.email, 'Email');
    assert.is(content.person.blogFollowUrl, 'https://medium.com/@example');
  });

  exact('should be a clearly sample identity in Dubai, on example.com, with a UAE-format phone number', () => {
    assert.is(content.person.name, SAMPLE_NAME);
    assert.match(content.person.email, /@example\.com$/);
    assert.match(content.person.phone!, /^\+971 5\d \d{3} \d{4}$/);
    assert.is(content.person.location, 'Dubai, UAE');
  });

  exact('should keep the sample\'s own sentences, word for word, in their new place', () => {
    assert.is(`${content.person.blogIntro} ${fillIn(content.labels.blog.intro, { platforms: 'Medium' })}`, 'Notes on React, TypeScript and Node.js from building real products. All articles are originally published on Medium.');
    assert.is(content.person.contactLead, 'Have a project in mind or a role to fill? I reply to every message within a working day.');
    assert.match(content.message.body, /^Hi Alex,\n/);
  });

  exact('should use the sample\'s words for the interface, which the tests read from labels', () => {
    const { nav, hero, projects, contact, footer, blog, notFound, error } = content.labels;
    assert.equal([nav.home, nav.about, nav.projects, nav.contact, nav.blog, nav.hireMe], ['Home', 'About', 'Projects', 'Contact', 'Blog', 'Hire Me']);
    assert.equal([hero.viewWork, hero.contactMe, hero.downloadResume], ['View My Work', 'Contact Me', 'Download Resume']);
    assert.equal([projects.title, projects.code, projects.live], ['Featured Projects', 'Code', 'Live']);
    assert.equal([contact.readyTitle, contact.sendMessage, contact.downloadResume], ['Ready to Start?', 'Send Message', 'Download Resume']);
    assert.equal([footer.about, footer.projects, footer.blogs, footer.contact], ['About', 'Projects', 'Blogs', 'Contact']);
    assert.equal([blog.back, blog.title, blog.followTitle], ['Back to Portfolio', 'My Blog', 'Follow for More']);
    // The platform-neutral labels read "Read on Medium" and so on for the sample's Medium posts.
    const post = content.posts[0]!;
    assert.equal([readText(post), reactionText(post), followText(), platformsSentence()], ['Read on Medium', '342 claps', 'Follow on Medium', 'All articles are originally published on Medium.']);
    assert.is(reactionText(content.posts.find((p) => p.reactions === '')!), ' claps', '"{claps} claps" even when empty');
    assert.equal([notFound.code, notFound.message, notFound.home, error.title], ['404', 'Oops! Page not found', 'Return to Home', 'Unexpected Application Error!']);
  });

  exact.run();
}

// ---

const owner = suite('content :: every owner');

owner('should state the hero title and over 5 years of experience in a three-paragraph bio', () => {
  assert.ok(content.person.title.trim(), 'a hero title');
  assert.is(content.person.bio.length, 3);
  if (sample) {
    // The sample's title and bio; another owner states their own.
    assert.is(content.person.title, 'Frontend Developer with Node.js Backend Expertise');
    assert.match(content.person.bio.join(' '), /over 5 years/);
  }
});

owner('should have skill groups, 1 to 12 projects and any number of posts, every field filled', () => {
  assert.ok(content.skillGroups.length >= 1, 'skill groups');
  for (const group of content.skillGroups) assert.ok(group.title && group.skills.length > 0, group.title);
  assert.ok(content.projects.length >= MIN_PROJECTS && content.projects.length <= MAX_PROJECTS, `${content.projects.length} projects`);
  for (const project of content.projects) {
    assert.ok(project.liveUrl.startsWith('https://'), `${project.title} has a live link`);
    assert.ok(project.technologies.length > 0);
    assert.not.ok('delay' in project, `${project.title}: the delay follows from the position`);
  }
  for (const post of content.posts) {
    assert.match(post.publishedAt, /^\d{4}-\d{2}-\d{2}$/);
    assert.ok(post.readTime === undefined || /\S/.test(post.readTime), `${post.id} readTime`);
    assert.ok(post.reactions === undefined || post.reactions === '' || Number.isInteger(post.reactions), `${post.id} reactions`);
    assert.ok(post.tags.length > 0 && post.title && post.excerpt && post.url.startsWith('https://'));
  }
});

owner('should keep the fixed words: the mail subject, and the blog sentences naming the platforms', () => {
  assert.is(content.message.subject, "Let's Work Together");
  assert.ok(content.message.body.trim(), 'a greeting body');
  assert.match(content.labels.blog.intro, /\{platforms\}/);
  for (const label of [content.labels.blog.read, content.labels.blog.follow]) assert.match(label, /\{platform\}/);
});

owner('should pass its own validation, with every image present', () => {
  const errors = validateContent(content, { imageExists: (name) => existsSync(path.join(ROOT, 'test/fixtures/sample/assets', name)) });
  assert.equal(errors, []);
});

owner.run();
