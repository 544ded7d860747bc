// Careers read newest first (a recruiter starts at the top): the page (src/builder/prerender.tsx
// renderSections), the résumé and resume.json each put jobs and studies in this order, at build time.

import type { Education, Job } from '../../content/types';
import { monthNumber } from './months';

// Above every real month or year, so a job or study still going on is the newest (finite, so
// that two of them compare as equal: Infinity - Infinity is NaN).
const ONGOING = Number.MAX_SAFE_INTEGER;

/** Jobs by start, latest first; at the same start the one going on, then the later end; else the owner's order. */
export function newestJobsFirst(jobs: readonly Job[]): Job[] {
  const end = (job: Job) => (job.end === undefined ? ONGOING : (monthNumber(job.end) ?? 0));
  return [...jobs].sort((a, b) => (monthNumber(b.start) ?? 0) - (monthNumber(a.start) ?? 0) || end(b) - end(a));
}

/** Studies by end year (still studying first), then by start year, latest first; alike ones keep the owner's order. */
export function newestStudiesFirst(studies: readonly Education[]): Education[] {
  const end = (study: Education) => (study.endYear === undefined ? (study.startYear === undefined ? 0 : ONGOING) : study.endYear);
  return [...studies].sort((a, b) => end(b) - end(a) || (b.startYear ?? 0) - (a.startYear ?? 0));
}
