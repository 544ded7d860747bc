// Every word, link and number a visitor sees. Edit this file to make the site yours;
// `npm run build` checks it and names the entry and field of any mistake.
//
// SAMPLE IDENTITY: "Alex Carter", the example.com addresses and the +971 50 123 4567
// number are placeholders. Replace them before deploying; while the name is "Alex Carter"
// the tests also hold this file to the sample's exact lists (src/content/sample.ts).

import { firstName } from './names';
import type { Content, Person } from './types';

const person: Person = {
  name: 'Alex Carter',
  title: 'Frontend Developer with Node.js Backend Expertise',
  intro:
    'I build fast, accessible web applications with React and TypeScript, and the Node.js services behind them. ' +
    'I care about interfaces that feel effortless and code that stays easy to change.',
  bio: [
    'I am a frontend developer with over 5 years of experience turning product ideas into polished, ' +
      'responsive interfaces. Most of my work lives in React and TypeScript, from design systems to complex, data-heavy dashboards.',
    'On the backend I work with Node.js, Express and NestJS, designing REST APIs, modelling data in PostgreSQL and MongoDB, ' +
      'and securing it all with JWT authentication. Owning both sides lets me ship features end to end.',
    'I measure my work by how it feels on a cheap phone on a slow connection: fast first paint, no layout shift, ' +
      'and a keyboard and screen-reader experience as good as the mouse one.',
  ],
  shortBio: 'Frontend developer crafting fast, accessible web apps with React, TypeScript and Node.js.',
  homeDescription:
    '{name}, frontend developer with Node.js backend expertise: React, TypeScript and Node.js projects, skills and contact details.',
  // The blog's four lines, needed while there are posts: with `posts: []`, delete them.
  blogDescription: 'Articles by {name} on React, TypeScript and Node.js, originally published on Medium.',
  blogIntro: 'Notes on React, TypeScript and Node.js from building real products.',
  blogFollowText: 'New articles on frontend and Node.js development, straight from real projects.',
  blogFollowUrl: 'https://medium.com/@example', // your profile on the platform you write on
  contactLead: 'Have a project in mind or a role to fill? I reply to every message within a working day.',
  availability:
    'Tell me about your project, team or idea. I am open to full-time roles, freelance work and interesting collaborations.',
  email: 'alex.carter@example.com',
  phone: '+971 50 123 4567', // optional: delete the line to show no phone
  location: 'Dubai, UAE', // optional too
  // Shown in this order, each with its network's icon and name (from the address), then the
  // email link. { url, network: 'mastodon' } where an address does not say its network.
  profiles: ['https://github.com/example', 'https://www.linkedin.com/in/example'],
  siteUrl: 'https://portfolio.example.com',
  portrait: 'portrait.png', // optional: your photo in src/assets/, shown small and round in the hero
};

export const content: Content = {
  // The site's language (a BCP 47 tag such as 'pt-BR' or 'ar'): dates, plurals and lists follow it.
  locale: 'en',
  person,

  updatedAt: '2025-05-20',

  // Your colour, #rrggbb: links, buttons, the name's gradient, the icon, the social card and the
  // résumé are all made from it. One value serves both themes; { dark: '#…', light: '#…' } sets each.
  accent: '#22d3ee',

  // The About section's skills card: the groups, spelled and ordered as they show.
  skillGroups: [
    {
      title: 'Frontend',
      skills: [
        'React', 'TypeScript', 'JavaScript (ES6+)', 'HTML5', 'CSS3', 'Tailwind CSS',
        'Next.js', 'Sass', 'Three.js', 'Responsive Design', 'UI/UX Design',
      ],
    },
    {
      title: 'Backend',
      skills: ['Node.js', 'Express.js', 'REST APIs', 'PostgreSQL', 'MongoDB', 'Nest js', 'JWT Auth'],
    },
    {
      title: 'Tools and DevOps',
      skills: ['Git', 'Docker', 'AWS', 'Webpack', 'Vite', 'Jest'],
    },
  ],

  // Featured Projects, in the order they show. 1 to 12 projects; each card's fade-in delay
  // follows from its place (0 s, 0.2 s … 1 s), so reorder freely. codeUrl: '#' when private.
  projects: [
    {
      title: 'Coffee Connoisseur',
      description:
        'Find independent coffee shops near you. Server-rendered store pages, geolocation search and an upvote counter backed by Airtable.',
      technologies: ['Next.js', 'React', 'Airtable', 'SWR', 'CSS Modules'],
      codeUrl: 'https://github.com/example/coffee-connoisseur',
      liveUrl: 'https://coffee-connoisseur.example.com',
      imageUrl: 'projects/coffee-connoisseur.png',
    },
    {
      title: 'Meme Generator',
      description:
        'Pick a popular template, add top and bottom captions and download the result. Templates load from a public meme API.',
      technologies: ['React', 'JavaScript', 'CSS3', 'REST APIs'],
      codeUrl: 'https://github.com/example/meme-generator',
      liveUrl: 'https://meme-generator.example.com',
      imageUrl: 'projects/meme-generator.png',
    },
    {
      title: 'FotoFlix',
      description:
        'A photo discovery app with infinite scroll, search and collections, written in TypeScript with a small Express proxy for the image API.',
      technologies: ['React', 'TypeScript', 'Tailwind CSS', 'Express.js', 'Vite'],
      codeUrl: '#',
      liveUrl: 'https://fotoflix.example.com',
      imageUrl: 'projects/fotoflix.png',
    },
    {
      title: 'Grocery Bud',
      description:
        'A shopping list that remembers: add, edit and tick off items, with everything kept in local storage between visits.',
      technologies: ['React', 'JavaScript', 'CSS3', 'Local Storage'],
      codeUrl: 'https://github.com/example/grocery-bud',
      liveUrl: 'https://grocery-bud.example.com',
      imageUrl: 'projects/grocery-bud.png',
    },
    {
      title: 'WordSpeed Analyzer',
      description:
        'A typing test that measures words per minute and accuracy in real time and highlights the keys that slow you down.',
      technologies: ['JavaScript', 'HTML5', 'CSS3'],
      codeUrl: '#',
      liveUrl: 'https://wordspeed.example.com',
      imageUrl: 'projects/wordspeed-analyzer.png',
    },
    {
      title: 'Pacman Game',
      description:
        'The arcade classic on an HTML canvas: ghost AI with chase and scatter modes, power pellets, levels and a high-score table.',
      technologies: ['JavaScript', 'HTML5 Canvas', 'CSS3', 'Web Audio API'],
      codeUrl: 'https://github.com/example/pacman-game',
      liveUrl: 'https://pacman.example.com',
      imageUrl: 'projects/pacman-game.png',
    },
  ],

  // Optional, and not in the sample: your jobs and studies. With either, the home page
  // gets an Experience section between About and Projects, and the résumé carries them
  // (README "Make it yours", step 7; `npm run import-resume -- resume.json` writes them from a
  // JSON Resume). For example:
  //   experience: [{ company: 'Acme', role: 'Frontend Engineer', start: '2021-03', highlights: ['…'] }],
  //   education: [{ institution: 'University of Manchester', degree: 'BSc', area: 'Computer Science', startYear: 2012, endYear: 2015 }],

  // Blog posts. Dates are calendar dates, not instants. Any number of posts, in any
  // order: /blogs, its JSON-LD and sitemap.xml take them newest first. `url` on any platform;
  // `reactions` (optional) is shown with the platform's word (Medium: claps). No posts: `posts: []`.
  posts: [
    {
      id: 'accessible-react-components',
      title: 'Building Accessible React Components from Scratch',
      excerpt:
        'Menus, dialogs and tooltips that work with a keyboard and a screen reader, without a component library: the ARIA patterns and the focus management behind them.',
      publishedAt: '2025-05-15',
      readTime: '8 min read',
      tags: ['React', 'Accessibility', 'TypeScript'],
      url: 'https://medium.com/@example/building-accessible-react-components-from-scratch-3f2a91c4d7e1',
      reactions: 342,
    },
    {
      id: 'node-streams-for-frontend-developers',
      title: 'Node.js Streams: A Practical Guide for Frontend Developers',
      excerpt:
        'Readable, writable and transform streams explained with the tools you already know, and how to serve large files without running out of memory.',
      publishedAt: '2025-04-02',
      readTime: '10 min read',
      tags: ['Node.js', 'Backend'],
      url: 'https://medium.com/@example/node-js-streams-a-practical-guide-for-frontend-developers-8b1d5e0a2c44',
      reactions: 128,
    },
    {
      id: 'typescript-generics-without-the-headache',
      title: 'TypeScript Generics Without the Headache',
      excerpt:
        'From identity functions to typed API clients: a step-by-step path through generics, constraints and inference, with the mistakes I made on the way.',
      publishedAt: '2025-03-10',
      readTime: '6 min read',
      tags: ['TypeScript', 'JavaScript'],
      url: 'https://medium.com/@example/typescript-generics-without-the-headache-5c7e0d9b1f63',
      reactions: '',
    },
    {
      id: 'container-queries-in-production',
      title: 'CSS Container Queries in Production',
      excerpt:
        'Components that adapt to the space they are given rather than the screen: what container queries changed in our design system, and the fallbacks we kept.',
      publishedAt: '2025-02-18',
      readTime: '7 min read',
      tags: ['CSS', 'Responsive Design'],
      url: 'https://medium.com/@example/css-container-queries-in-production-a94e2b7d0c18',
      reactions: 96,
    },
    {
      id: 'jwt-authentication-with-express',
      title: 'JWT Authentication with Express: Doing It Right',
      excerpt:
        'Short-lived access tokens, rotating refresh tokens, httpOnly cookies and the attacks each choice prevents, in a small Express API you can copy.',
      publishedAt: '2025-01-07',
      readTime: '12 min read',
      tags: ['Node.js', 'Express.js', 'Security'],
      url: 'https://medium.com/@example/jwt-authentication-with-express-doing-it-right-0d3c8f6a9b27',
      reactions: 211,
    },
    {
      id: 'three-js-portfolio-scene',
      title: 'What I Learned Shipping a Three.js Scene on a Portfolio',
      excerpt:
        'Keeping a 3D hero under budget on mid-range phones: lazy loading, reduced-motion fallbacks and knowing when a static image is the better answer.',
      publishedAt: '2024-12-01',
      readTime: '9 min read',
      tags: ['Three.js', 'Performance'],
      url: 'https://medium.com/@example/what-i-learned-shipping-a-three-js-scene-on-a-portfolio-7e5f1a2d8c90',
      reactions: '',
    },
  ],

  message: {
    subject: "Let's Work Together",
    // Greets the first word of your name ("Hi Alex,"); write your own greeting where that is not how you are greeted.
    body: `Hi ${firstName(person.name)},\n\nI came across your portfolio and would like to talk about working together.\n\nBest regards,`,
  },

  // Every fixed word of the interface (buttons, headings, page titles). Texts marked `// fixed`
  // are the sample's exact wording; you need not change any of them.
  labels: {
    skipLink: 'Skip to content',
    newTab: '(opens in a new tab)',
    nav: {
      label: 'Main',
      home: 'Home', // fixed
      about: 'About', // fixed
      experience: 'Experience', // shown only with experience or education
      projects: 'Projects', // fixed
      contact: 'Contact', // fixed
      blog: 'Blog', // fixed
      hireMe: 'Hire Me', // fixed
      menu: 'Menu',
    },
    hero: {
      greeting: 'Hi, my name is',
      viewWork: 'View My Work', // fixed
      contactMe: 'Contact Me', // fixed
      downloadResume: 'Download Resume', // fixed
      scrollDown: 'Scroll to About',
    },
    social: { email: 'Email' },
    about: { title: 'About Me', lead: 'A little about who I am and what I work with.', skills: 'Skills' },
    experience: {
      title: 'Experience',
      lead: 'Where I have worked and what I did there.',
      present: 'Present',
      technologies: 'Technologies',
      highlights: 'Highlights',
      education: 'Education',
    },
    projects: {
      title: 'Featured Projects', // fixed
      lead: 'A selection of things I have designed, built and shipped.',
      technologies: 'Technologies',
      more: 'and',
      code: 'Code', // fixed
      live: 'Live', // fixed
      privateCode: 'Source code is private',
      screenshot: 'Screenshot of',
    },
    contact: {
      title: 'Get In Touch',
      email: 'Email',
      phone: 'Phone',
      location: 'Location',
      findMe: 'Find me online',
      readyTitle: 'Ready to Start?', // fixed
      sendMessage: 'Send Message', // fixed
      downloadResume: 'Download Resume', // fixed
      copy: 'Copy',
      copied: 'copied to clipboard',
      copyFailed: 'Could not copy; select the text and copy it instead',
    },
    footer: {
      quickLinks: 'Quick Links',
      about: 'About', // fixed
      experience: 'Experience', // shown only with experience or education
      projects: 'Projects', // fixed
      blogs: 'Blogs', // fixed
      contact: 'Contact', // fixed
      contactTitle: 'Contact',
      rights: 'All rights reserved.',
    },
    blog: {
      back: 'Back to Portfolio', // fixed
      title: 'My Blog', // fixed
      // {platforms}: where the posts are, e.g. "Medium" ("… published on Medium."), "DEV and Medium".
      intro: 'All articles are originally published on {platforms}.',
      tags: 'Tags',
      read: 'Read on {platform}', // fixed: "Read on Medium" on a Medium post
      followTitle: 'Follow for More', // fixed
      follow: 'Follow on {platform}', // fixed: "Follow on Medium"
      reactions: { claps: 'claps', likes: 'likes', reactions: 'reactions' }, // fixed: "{claps} claps"
      readHere: 'Read the post',
      allPosts: 'All articles',
      feed: 'Subscribe to the feed',
      readTime: '{minutes} min read',
      pages: 'More articles',
      newer: 'Newer articles',
      older: 'Older articles',
      pageOf: 'Page {page} of {pages}',
      tagTitle: 'Articles tagged “{tag}”',
      allTags: 'All tags',
      articles: { one: '{count} article', other: '{count} articles' },
    },
    notFound: { code: '404', message: 'Oops! Page not found', home: 'Return to Home' }, // fixed
    error: { title: 'Unexpected Application Error!', home: 'Return to Home' }, // fixed
    toast: { region: 'Notifications', dismiss: 'Dismiss notification' },
    theme: { dark: 'Dark theme', toLight: 'Switch to light theme', toDark: 'Switch to dark theme' },
    titles: {
      home: '{name} · {title} · Portfolio {year}',
      blog: 'Blog · {name} · {year}',
      notFound: 'Page not found · {name} · {year}',
      post: '{post} · {name}',
      blogPage: 'Blog, page {page} of {pages} · {name} · {year}',
      tag: '{tag} · Blog · {name} · {year}',
      tagPage: '{tag}, page {page} of {pages} · Blog · {name} · {year}',
      tags: 'Tags · Blog · {name} · {year}',
    },
    descriptions: { notFound: 'The page you are looking for does not exist.', tag: 'Articles by {name} tagged {tag}.', tags: 'Every topic {name} writes about, each with its articles.' },
    meta: { cardAlt: '{name}, {title}', appName: '{name} · Portfolio' },
    resume: {
      title: '{name} – Résumé',
      profile: 'Profile',
      skills: 'Skills',
      projects: 'Selected projects',
      live: 'Live:',
      code: 'Code:',
      moreProjects: { one: '{count} more project on {site}', other: '{count} more projects on {site}' },
    },
  },
};
