// A JSON Resume's lists as the content's: work, education, skills, projects. An entry the site
// cannot show is left out and said; a field it has no place for is said once for all entries.

import { monthNumber } from '../../prerendered/experience/months';
import type { Content, Education, Job, Project } from '../../content/types';
import { MAX_PROJECTS } from '../validate';
import { isUrl, show } from '../validate-rules';
import { MAX_HIGHLIGHT_LENGTH, MAX_SUMMARY_LENGTH } from '../validate-story';
import { count, GroupedLines, type ImportReport } from './report';
import type { JsonResume } from './types';

type Lists = Pick<Content, 'experience' | 'education' | 'skillGroups' | 'projects'>;

export function importLists(resume: JsonResume, current: Content, report: ImportReport): Lists {
  const unplaced = new GroupedLines();
  const lists: Lists = {
    experience: jobsFrom(resume.work ?? [], report, unplaced),
    education: studiesFrom(resume.education ?? [], report, unplaced),
    skillGroups: skillGroupsFrom(resume.skills ?? [], current, report, unplaced),
    projects: projectsFrom(resume.projects ?? [], current, report, unplaced),
  };
  report.unplaced.push(...unplaced.lines());
  return lists;
}

// --- work -> experience ------------------------------------------------------------

function jobsFrom(work: NonNullable<JsonResume['work']>, report: ImportReport, unplaced: GroupedLines): Job[] {
  const jobs: Job[] = [];
  work.forEach((item, i) => {
    const where = `$.work[${i}]`;
    const [company, role] = [text(item.name), text(item.position)];
    const start = month(item.startDate, `${where}.startDate`, report);
    const end = item.endDate === undefined ? undefined : month(item.endDate, `${where}.endDate`, report);
    if (!company || !role || !start) {
      return void report.unplaced.push(`${where}: a job needs name, position and startDate (it has ${show(Object.keys(item))}); not imported`);
    }
    if (end && monthNumber(end)! < monthNumber(start)!) return void report.unplaced.push(`${where}: endDate ${item.endDate} is before startDate ${item.startDate}; not imported`);
    // Fields in the order types.ts gives them, which is how content.ts shows them.
    const location = text(item.location);
    const job: Job = { company, role, ...(location ? { location } : {}), start, ...(end ? { end } : {}) };
    const highlights = (item.highlights ?? []).map(text).filter((h): h is string => Boolean(h));
    const summary = text(item.summary);
    // A summary is one line on the site: a longer one leads the highlights, and the owner writes the line.
    if (summary && (summary.includes('\n') || [...summary].length > MAX_SUMMARY_LENGTH)) {
      highlights.unshift(...summary.split(/\n+/).map((line) => line.trim()).filter(Boolean));
      report.toWrite.push(`experience "${company}": summary: the file's is longer than one line (${MAX_SUMMARY_LENGTH} characters); it leads the highlights now: write one line`);
    } else if (summary) job.summary = summary;
    const fitting = highlights.filter((highlight) => [...highlight].length <= MAX_HIGHLIGHT_LENGTH);
    if (fitting.length < highlights.length) unplaced.add('$.work', i, 'highlights', `longer than ${MAX_HIGHLIGHT_LENGTH} characters; left out, shorten and add them`);
    if (fitting.length) job.highlights = fitting;
    const technologies = unique((item.keywords ?? []).map(text));
    if (technologies.length) job.technologies = technologies;
    const url = text(item.url);
    if (url && isUrl(url, ['https:'])) job.url = url;
    else if (url) unplaced.add('$.work', i, 'url', 'not an https: address; left out');
    if (text(item.description)) unplaced.add('$.work', i, 'description', 'what the company does: the site has no place for it');
    jobs.push(job);
  });
  if (work.length) report.placed.push(`$.work: ${count(jobs.length, 'job')} -> experience`);
  return jobs;
}

/** A JSON Resume date as a month: "2021-03-15" and "2021-03" -> "2021-03"; a year alone -> its January, said. */
function month(value: unknown, where: string, report: ImportReport): string | undefined {
  const date = text(value);
  if (!date) return undefined;
  if (/^\d{4}$/.test(date)) {
    report.toWrite.push(`${where}: ${date} names no month; imported as January ${date} (${date}-01): correct it`);
    return `${date}-01`;
  }
  const candidate = date.slice(0, 7);
  return monthNumber(candidate) === null ? undefined : candidate;
}

// --- education -------------------------------------------------------------------

function studiesFrom(education: NonNullable<JsonResume['education']>, report: ImportReport, unplaced: GroupedLines): Education[] {
  const studies: Education[] = [];
  education.forEach((item, i) => {
    const institution = text(item.institution);
    const [degree, area] = [text(item.studyType), text(item.area)];
    if (!institution || (!degree && !area)) {
      return void report.unplaced.push(`$.education[${i}]: a study needs an institution and a studyType or area; not imported`);
    }
    const study: Education = { institution, ...(degree ? { degree } : {}), ...(area ? { area } : {}) };
    const [startYear, endYear] = [year(item.startDate), year(item.endDate)];
    if (startYear !== undefined) study.startYear = startYear;
    if (endYear !== undefined) study.endYear = endYear;
    const url = text(item.url);
    if (url && isUrl(url, ['https:'])) study.url = url;
    else if (url) unplaced.add('$.education', i, 'url', 'not an https: address; left out');
    if (text(item.score)) unplaced.add('$.education', i, 'score', 'the site shows no grades');
    if (item.courses?.length) unplaced.add('$.education', i, 'courses', 'the site shows no courses');
    studies.push(study);
  });
  if (education.length) report.placed.push(`$.education: ${count(studies.length, 'study', 'studies')} -> education`);
  return studies;
}

const year = (value: unknown) => (text(value) ? Number(text(value)!.slice(0, 4)) : undefined);

// --- skills -> skillGroups -----------------------------------------------------------

function skillGroupsFrom(skills: NonNullable<JsonResume['skills']>, current: Content, report: ImportReport, unplaced: GroupedLines): Content['skillGroups'] {
  const groups = new Map<string, string[]>();
  const loose: string[] = [];
  skills.forEach((item, i) => {
    const [name, keywords] = [text(item.name), unique((item.keywords ?? []).map(text))];
    // { name: "Frontend", keywords: [...] } is a group; { name: "React" } alone is a skill.
    if (keywords.length) groups.set(name ?? current.labels.about.skills, unique([...(groups.get(name ?? current.labels.about.skills) ?? []), ...keywords]));
    else if (name) loose.push(name);
    if (text(item.level)) unplaced.add('$.skills', i, 'level', 'the site shows no skill levels');
  });
  if (loose.length) groups.set(groups.size ? 'Other' : current.labels.about.skills, unique([...(groups.get('Other') ?? []), ...loose]));
  if (!groups.size) {
    report.toWrite.push('skillGroups: the file has no $.skills; About keeps the skills of the content.ts this replaced');
    return current.skillGroups;
  }
  report.placed.push(`$.skills -> skillGroups (${count(groups.size, 'group')}${loose.length ? `, ${count(loose.length, 'skill')} without keywords gathered in one` : ''})`);
  return [...groups].map(([title, list]) => ({ title, skills: list }));
}

// --- projects ------------------------------------------------------------------------

// Where a project's address is its code rather than a live site.
const CODE_HOSTS = ['github.com', 'gitlab.com', 'bitbucket.org', 'codeberg.org'];

function projectsFrom(items: NonNullable<JsonResume['projects']>, current: Content, report: ImportReport, unplaced: GroupedLines): Content['projects'] {
  const projects: Project[] = [];
  items.forEach((item, i) => {
    const where = `$.projects[${i}]`;
    const title = text(item.name);
    const url = text(item.url);
    const description = text(item.description) ?? text(item.highlights?.[0]);
    const technologies = unique((item.keywords ?? []).map(text));
    const missing = [!title && 'a name', !(url && isUrl(url, ['https:'])) && 'an https: url (the card\'s Live link)', !description && 'a description', !technologies.length && 'keywords (its technologies)'].filter(Boolean);
    if (missing.length) return void report.unplaced.push(`${where} ${show(item.name ?? null)}: a project card needs ${missing.join(', ')}; not imported`);
    if (projects.some((project) => project.title === title)) return void report.unplaced.push(`${where} ${show(title)}: a second project of that name; not imported`);
    if (projects.length === MAX_PROJECTS) return void report.unplaced.push(`${where} ${show(title)}: the site shows at most ${MAX_PROJECTS} projects; not imported`);
    const isCode = CODE_HOSTS.includes(new URL(url!).hostname.replace(/^www\./, ''));
    // No screenshot in a JSON Resume: the card shows one of the current content's until the owner brings theirs.
    const imageUrl = current.projects[projects.length % current.projects.length]!.imageUrl;
    projects.push({ title: title!, description: description!, technologies, codeUrl: isCode ? url! : '#', liveUrl: url!, imageUrl });
    report.toWrite.push(`projects "${title}": imageUrl: no screenshot in the file; shows src/assets/${imageUrl} until you put yours in src/assets/projects/ and name it`);
    if (!isCode) report.toWrite.push(`projects "${title}": codeUrl: '#' shows the code as private; put its address there if it is public`);
    else report.toWrite.push(`projects "${title}": liveUrl: the file's one address is the code's, so Live shows the code too; put the live site there if it has one`);
    for (const field of ['highlights', 'roles', 'entity', 'type', 'startDate'] as const) {
      if (item[field]?.length) unplaced.add('$.projects', i, field, field === 'highlights' ? 'a card shows the description only' : 'the site has no place for it');
    }
  });
  if (!projects.length) {
    report.toWrite.push('projects: none in the file could be a card; the site keeps the projects of the content.ts this replaced');
    return current.projects;
  }
  report.placed.push(`$.projects: ${count(projects.length, 'project')} -> projects`);
  return projects;
}

const unique = (items: (string | undefined)[]) => [...new Set(items.filter((item): item is string => Boolean(item)))];

/** A string with something in it, trimmed; undefined otherwise. */
export function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}
