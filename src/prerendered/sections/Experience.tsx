// The owner's career on the home page: jobs newest first on a timeline, then studies; only when
// the content has either. Rendered at build time only. Dates are months in <time>, the same in
// every time zone. No durations ("2 yrs 3 mos"): a static page would show them as of its build.

import type { Content, Education, Job, Labels } from '../../content/types';
import { jobPeriod, studyPeriod, type PeriodEnd } from '../experience/months';
import { ExternalLink } from '../../app/ui/ExternalLink';
import { Section } from '../../app/ui/Section';
import styles from './Experience.module.css';
import { EXPERIENCE_ID } from '../../app/sections/Prerendered';

/** Whether the home page has the section: a job or a study in the content. */
export function hasStory(content: Pick<Content, 'experience' | 'education'>): boolean {
  return Boolean(content.experience?.length || content.education?.length);
}

interface ExperienceProps {
  /** Newest first (renderSections in src/builder/prerender.tsx puts them so). */
  experience: readonly Job[];
  education: readonly Education[];
  labels: Labels['experience'];
  newTab: string;
  /** The site's language, for the months (content.locale). */
  locale: string;
}

export function Experience({ experience, education, labels, newTab, locale }: ExperienceProps) {
  const jobs = experience.length > 0;
  // With studies alone the section is "Education", and its entries' headings one level up.
  return (
    <Section id={EXPERIENCE_ID} title={jobs ? labels.title : labels.education} lead={jobs ? labels.lead : undefined}>
      {jobs && (
        <ol className={styles.timeline}>
          {experience.map((job, index) => (
            <JobEntry key={index} job={job} labels={labels} newTab={newTab} locale={locale} />
          ))}
        </ol>
      )}
      {education.length > 0 && (
        <div className={styles.education} role={jobs ? 'group' : undefined} aria-labelledby={jobs ? `${EXPERIENCE_ID}-education` : undefined}>
          {jobs && (
            <h3 id={`${EXPERIENCE_ID}-education`} className={styles.educationTitle}>
              {labels.education}
            </h3>
          )}
          <ul className={styles.studies}>
            {education.map((study, index) => (
              <StudyEntry key={index} study={study} labels={labels} newTab={newTab} level={jobs ? 'h4' : 'h3'} />
            ))}
          </ul>
        </div>
      )}
    </Section>
  );
}

function JobEntry({ job, labels, newTab, locale }: { job: Job; labels: Labels['experience']; newTab: string; locale: string }) {
  return (
    <li className={styles.job} data-current={job.end === undefined}>
      <div className={styles.head}>
        <h3 className={styles.title}>
          <span className={styles.role}>{job.role}</span>
          <span className="sr-only">, </span>
          <span className={styles.company}>
            <Place name={job.company} url={job.url} newTab={newTab} />
          </span>
        </h3>
        <div className={styles.meta}>
          <Period ends={jobPeriod(job, labels.present, locale)} />
          {job.location && <p>{job.location}</p>}
        </div>
      </div>
      {job.summary && <p className={styles.summary}>{job.summary}</p>}
      {job.highlights && job.highlights.length > 0 && (
        <ul className={styles.highlights} aria-label={labels.highlights}>
          {job.highlights.map((highlight, index) => (
            <li key={index}>{highlight}</li>
          ))}
        </ul>
      )}
      {job.technologies && job.technologies.length > 0 && (
        <ul className={styles.badges} aria-label={labels.technologies}>
          {job.technologies.map((technology) => (
            <li key={technology} className={styles.badge}>
              {technology}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function StudyEntry({ study, labels, newTab, level: Heading }: { study: Education; labels: Labels['experience']; newTab: string; level: 'h3' | 'h4' }) {
  const ends = studyPeriod(study, labels.present);
  return (
    <li className={styles.study}>
      <Heading className={styles.institution}>
        <Place name={study.institution} url={study.url} newTab={newTab} />
      </Heading>
      <p className={styles.degree}>{[study.degree, study.area].filter(Boolean).join(', ')}</p>
      {ends.length > 0 && <Period ends={ends} />}
    </li>
  );
}

/** A company or school, a link to its site when it has one. */
function Place({ name, url, newTab }: { name: string; url: string | undefined; newTab: string }) {
  if (!url) return <>{name}</>;
  return (
    <ExternalLink href={url} newTab={newTab} className={styles.placeLink}>
      {name}
    </ExternalLink>
  );
}

/** "Mar 2021 – Present": each date a <time> with its machine-readable month or year. */
function Period({ ends }: { ends: PeriodEnd[] }) {
  return (
    <p className={styles.period}>
      {ends.map((end, index) => (
        <span key={index}>
          {index > 0 && ' – '}
          {end.dateTime === null ? end.text : <time dateTime={end.dateTime}>{end.text}</time>}
        </span>
      ))}
    </p>
  );
}
