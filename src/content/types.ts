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
   * build warns when a screenshot loses more than CROP_WARNING_SHARE (src/images/sources.ts) to the crop.
   */
  imageUrl: string;
  /** Fade-in delay in seconds (spec §9: 0 s to 1 s in 0.2 s steps). */
  delay: number;
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
 * Every fixed word of the interface, so a translation or a change of tone happens here.
 * Texts marked "spec" are verbatim from the specification and should stay as they are.
 */
export interface Labels {
  skipLink: string;
  /** Appended, for screen readers, to links that open a new tab. */
  newTab: string;
  nav: { label: string; home: string; about: string; projects: string; contact: string; blog: string; hireMe: string; menu: string };
  hero: { greeting: string; viewWork: string; contactMe: string; downloadResume: string; scrollDown: string };
  social: { github: string; linkedin: string; email: string };
  about: { title: string; lead: string; skills: string };
  projects: {
    title: string; lead: string; technologies: string; more: string; code: string; live: string;
    privateCode: string; screenshot: string;
  };
  contact: {
    title: string; lead: string; email: string; phone: string; location: string; findMe: string;
    readyTitle: string; readyText: string; sendMessage: string; downloadResume: string;
    copy: string; copied: string; copyFailed: string;
  };
  footer: { quickLinks: string; about: string; projects: string; blogs: string; contact: string; contactTitle: string; rights: string };
  blog: {
    back: string; title: string; intro: string; tags: string; claps: string; read: string;
    followTitle: string; followText: string; follow: string;
  };
  notFound: { code: string; message: string; home: string };
  error: { title: string; home: string };
  toast: { region: string; dismiss: string };
  /** The theme toggle: its name (a pressed button means dark) and its tooltips. */
  theme: { dark: string; toLight: string; toDark: string };
  /** Page titles; {name}, {title} and {year} are filled in. */
  titles: { home: string; blog: string; notFound: string };
  descriptions: { home: string; blog: string; notFound: string };
  /** Words only machines show: the social card's alt text ({name}, {title}), the web app name. */
  meta: { cardAlt: string; appName: string };
}

export interface Content {
  person: Person;
  labels: Labels;
  skillGroups: readonly SkillGroup[];
  projects: readonly Project[];
  posts: readonly BlogPost[];
  /** Mail the "Send Message" button prepares (spec §2, Contact). */
  message: { subject: string; body: string };
  /** The day you last changed this content, YYYY-MM-DD: the home page's `lastmod` in sitemap.xml. */
  updatedAt: string;
  /** Optional owner-supplied résumé in src/assets/; when absent the build writes one from this content. */
  resumeFile?: string;
}
