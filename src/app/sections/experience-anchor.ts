// The Experience section on the browser's side: its anchor, and its stylesheet. The section
// itself is rendered at build time (Experience.tsx, through src/build/prerender.tsx) and the
// home page shows that HTML as it is (HomePage.tsx): it has no state or handlers, so none of
// its code ships (BRIEF: the site's own JavaScript ≤ 10 KiB). Its stylesheet is imported here,
// in the App's import graph, so that the client's and the prerender's CSS stay the same (build.mjs).

import './Experience.module.css';

/** The section's anchor: the navigation's and the footer's #experience. */
export const EXPERIENCE_ID = 'experience';
