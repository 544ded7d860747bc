// The content as a JSON Resume (jsonresume.org, schema v1.0.0), published as resume.json for any
// JSON Resume tool; import.ts reads one back (README "JSON Resume"). Addresses are written as
// the URL parser spells them (punycode hosts), which the schema's "uri" format accepts.

import { newestJobsFirst, newestStudiesFirst } from '../../prerendered/experience/order';
import type { Content, Person } from '../../content/types';
import { absoluteUrl } from '../head';
import { profileLink } from '../platforms';
import { JSON_RESUME_SCHEMA_URL, JSON_RESUME_VERSION, type JsonResume } from './types';

/** Where the build writes it, beside RESUME_PATH. */
export const RESUME_JSON_PATH = '/resume.json';

export function jsonResume(content: Content, basePath: string): JsonResume {
  const { person } = content;
  return {
    $schema: JSON_RESUME_SCHEMA_URL,
    basics: {
      name: person.name,
      label: person.title,
      email: person.email,
      ...(person.phone ? { phone: person.phone } : {}),
      url: absoluteUrl(content, basePath, '/'),
      // The three paragraphs, separated as paragraphs are in plain text; import.ts splits them again.
      summary: person.bio.join('\n\n'),
      ...(person.location ? { location: placeOf(person.location) } : {}),
      profiles: profilesOf(person),
    },
    work: newestJobsFirst(content.experience ?? []).map((job) => ({
      name: job.company,
      position: job.role,
      ...(job.location ? { location: job.location } : {}),
      ...(job.url ? { url: href(job.url) } : {}),
      startDate: job.start,
      ...(job.end ? { endDate: job.end } : {}),
      ...(job.summary ? { summary: job.summary } : {}),
      ...(job.highlights?.length ? { highlights: [...job.highlights] } : {}),
      ...(job.technologies?.length ? { keywords: [...job.technologies] } : {}),
    })),
    education: newestStudiesFirst(content.education ?? []).map((study) => ({
      institution: study.institution,
      ...(study.url ? { url: href(study.url) } : {}),
      ...(study.area ? { area: study.area } : {}),
      ...(study.degree ? { studyType: study.degree } : {}),
      ...(study.startYear !== undefined ? { startDate: String(study.startYear) } : {}),
      ...(study.endYear !== undefined ? { endDate: String(study.endYear) } : {}),
    })),
    skills: content.skillGroups.map((group) => ({ name: group.title, keywords: [...group.skills] })),
    // One address per project in the schema: the live one (the code link is not written).
    projects: content.projects.map((project) => ({
      name: project.title,
      description: project.description,
      keywords: [...project.technologies],
      url: href(project.liveUrl),
    })),
    meta: { canonical: absoluteUrl(content, basePath, RESUME_JSON_PATH), version: JSON_RESUME_VERSION, lastModified: content.updatedAt },
  };
}

/** "Dubai, UAE" -> { city: "Dubai", region: "UAE" }; a place with no comma is a city. import.ts joins them again. */
export function placeOf(location: string): { city: string; region?: string } {
  const comma = location.indexOf(',');
  if (comma === -1) return { city: location.trim() };
  return { city: location.slice(0, comma).trim(), region: location.slice(comma + 1).trim() };
}

/** The profiles in order, each with its network's name ("Website" for the owner's site) and user name. */
function profilesOf(person: Person): { network: string; username: string; url: string }[] {
  return person.profiles.map((profile) => {
    const link = profileLink(profile, person.siteUrl);
    const network = link.icon === 'website' ? 'Website' : link.name;
    return { network, username: userName(link.url), url: href(link.url) };
  });
}

/** The last part of a profile's path, without "@" or "in/": "https://www.linkedin.com/in/jane" -> "jane". */
export function userName(url: string): string {
  const last = new URL(url).pathname.split('/').filter(Boolean).at(-1) ?? '';
  return decodeURIComponent(last).replace(/^@/, '');
}

const href = (url: string) => new URL(url).href;
