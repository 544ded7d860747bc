// The shapes of everything a visitor reads. Field names for Project and
// BlogPost are the spec's (§3) so the content reads like the specification.

export interface Person {
  /** Sample identity until the owner edits content.ts (see README "Make it yours"). */
  name: string;
  /** Hero title, verbatim from spec §2. */
  title: string;
  /** Hero intro paragraph. */
  intro: string;
  /** About: exactly three paragraphs (spec §2). */
  bio: readonly [string, string, string];
  /** Footer's short bio. */
  shortBio: string;
  /**
   * The home page's description in search results and link previews, and the web manifest's.
   * {name} and {title} are filled in.
   */
  homeDescription: string;
  /** The blog page's description in search results and link previews; {name} and {title} are filled in. */
  blogDescription: string;
  /**
   * /blogs, under "My Blog": what you write about. The spec's sentence that every article is
   * originally published on Medium (labels.blog.intro) follows it.
   */
  blogIntro: string;
  /** /blogs, the "Follow for More" card: what a reader gets by following you. */
  blogFollowText: string;
  /** Contact section, under its heading: an invitation to write, e.g. how soon you reply. */
  contactLead: string;
  /** Contact, the "Ready to Start?" card: the work you are open to. */
  availability: string;
  email: string;
  /** As dialled from abroad, e.g. "+971 50 123 4567"; the tel: link is derived. */
  phone: string;
  location: string;
  githubUrl: string;
  linkedinUrl: string;
  mediumUrl: string;
  /** The address the site is deployed at; canonical and social URLs use it. A path in it must be the build's BASE_PATH. */
  siteUrl: string;
}

export interface SkillGroup {
  title: string;
  skills: readonly string[];
}

export interface Project {
  title: string;
  description: string;
  technologies: readonly string[];
  /** Code link; '#' when the source is private (spec §2). */
  githubUrl: string;
  liveUrl: string;
  /**
   * A PNG, JPG, WebP, AVIF, GIF or TIFF in src/assets/, e.g. "projects/fotoflix.png"; the build makes
   * AVIF/WebP from it. Cards show it at 16:10 (1600×1000, say), cropped from the centre; the
   * build warns when a screenshot loses more than CROP_WARNING_SHARE (src/build/image-sources.ts) to the crop.
   */
  imageUrl: string;
  // The spec's `delay` is not written here: it follows from the card's position
  // (cardDelay in src/app/sections/ProjectCardDelay.ts), so reordering projects needs no other edit.
}

export interface BlogPost {
  /** A slug, unique: lowercase letters, digits and hyphens ("my-first-post"); the post card's HTML id. */
  id: string;
  title: string;
  excerpt: string;
  /** Calendar date, YYYY-MM-DD; shown as e.g. "May 15, 2025" in every time zone. */
  publishedAt: string;
  readTime: string;
  /** Without commas: JSON-LD lists them as one comma-separated string. */
  tags: readonly string[];
  mediumUrl: string;
  /** Shown as "{claps} claps", even when empty (spec §3). */
  claps: number | '';
}

/**
 * A job in the Experience section, the résumé and resume.json. List them in any order: every
 * place shows them newest first (src/app/experience/order.ts). Months are calendar months,
 * YYYY-MM, shown as "Mar 2021" in every time zone.
 */
export interface Job {
  company: string;
  role: string;
  /** Optional: where, e.g. "Berlin, Germany" or "Remote". */
  location?: string;
  /** The month you started, YYYY-MM. */
  start: string;
  /** The month you left, YYYY-MM; leave it out for the job you have now ("– Present"). */
  end?: string;
  /** Optional: one line on what you did there (MAX_SUMMARY_LENGTH in src/build/validate-story.ts). */
  summary?: string;
  /** Optional: what you achieved, a sentence each. */
  highlights?: readonly string[];
  /** Optional: what you worked with, shown as badges. */
  technologies?: readonly string[];
  /** Optional: the company's site, an https: URL; the company's name links to it. */
  url?: string;
}

/** A school or course of study: the degree, the area, or both ("BSc", "Computer Science"). */
export interface Education {
  institution: string;
  degree?: string;
  area?: string;
  /** Years, e.g. 2012 and 2016; leave endYear out while you study there ("– Present"). */
  startYear?: number;
  endYear?: number;
  /** Optional: the institution's site, an https: URL. */
  url?: string;
}

/**
 * Every fixed word of the interface, so a translation or a change of tone happens here.
 * Texts marked "spec" are verbatim from the specification and should stay as they are.
 * Sentences in the owner's own voice (what they write about, when they reply) are in Person.
 */
export interface Labels {
  skipLink: string;
  /** Appended, for screen readers, to links that open a new tab. */
  newTab: string;
  nav: {
    label: string; home: string; about: string; experience: string; projects: string; contact: string; blog: string; hireMe: string; menu: string;
  };
  hero: { greeting: string; viewWork: string; contactMe: string; downloadResume: string; scrollDown: string };
  social: { github: string; linkedin: string; email: string };
  about: { title: string; lead: string; skills: string };
  /**
   * The Experience section, there when content.experience or content.education has an entry:
   * its title and lead, "Present" for a job or study with no end, the words before the
   * technologies and the highlights (for screen readers), and the Education list's heading
   * (the section's title when there is education but no job).
   */
  experience: { title: string; lead: string; present: string; technologies: string; highlights: string; education: string };
  projects: {
    title: string; lead: string; technologies: string; more: string; code: string; live: string;
    privateCode: string; screenshot: string;
  };
  contact: {
    title: string; email: string; phone: string; location: string; findMe: string;
    readyTitle: string; sendMessage: string; downloadResume: string;
    copy: string; copied: string; copyFailed: string;
  };
  footer: {
    quickLinks: string; about: string; experience: string; projects: string; blogs: string; contact: string; contactTitle: string; rights: string;
  };
  blog: {
    /** intro: the spec's sentence after person.blogIntro ("All articles are originally published on Medium."). */
    back: string; title: string; intro: string; tags: string; claps: string; read: string;
    followTitle: string; follow: string;
  };
  notFound: { code: string; message: string; home: string };
  error: { title: string; home: string };
  toast: { region: string; dismiss: string };
  /** The theme toggle: its name (a pressed button means dark) and its tooltips. */
  theme: { dark: string; toLight: string; toDark: string };
  /** Page titles; {name}, {title} and {year} are filled in. */
  titles: { home: string; blog: string; notFound: string };
  /** The 404 page's description; the home and blog pages' are the owner's (person.homeDescription, person.blogDescription). */
  descriptions: { notFound: string };
  /** Words only machines show: the social card's alt text ({name}, {title}), the web app name. */
  meta: { cardAlt: string; appName: string };
}

/**
 * The one accent colour, #rrggbb: one for both themes (the light theme gets a deeper shade of
 * it), or one per theme. Every other accent colour is derived from it (src/build/themes.ts).
 */
export type Accent = string | { readonly dark: string; readonly light: string };

export interface Content {
  person: Person;
  accent: Accent;
  labels: Labels;
  skillGroups: readonly SkillGroup[];
  /** 1 to 12 (src/build/validate.ts: MIN_PROJECTS, MAX_PROJECTS), shown in this order. */
  projects: readonly Project[];
  /** One or more (MIN_POSTS), in any order: every page shows them newest first (src/app/blog/newestFirst.ts). */
  posts: readonly BlogPost[];
  /** Optional: your jobs. With none (or the field left out) the home page is the spec's, without an Experience section. */
  experience?: readonly Job[];
  /** Optional: your degrees and studies, shown under Experience and on the résumé. */
  education?: readonly Education[];
  /** Mail the "Send Message" button prepares (spec §2, Contact). */
  message: { subject: string; body: string };
  /** The day you last changed this content, YYYY-MM-DD: the home page's `lastmod` in sitemap.xml. */
  updatedAt: string;
  /** Optional owner-supplied résumé in src/assets/; when absent the build writes one from this content. */
  resumeFile?: string;
}
