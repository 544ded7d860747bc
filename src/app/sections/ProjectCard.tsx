import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import type { SiteLabels, Project } from '../../content/types';
import { Picture, useImage } from '../images/Picture';
import { placeholderColours, placeholderImage, type PlaceholderColours } from '../images/placeholder';
import { COLUMNS_PX, DESKTOP_PX } from '../styles/breakpoints';
import { Tooltip } from '../tooltip/Tooltip';
import { ExternalLink } from '../ui/ExternalLink';
import { Icon } from '../ui/icons';
import styles from './ProjectCard.module.css';

export const MAX_BADGES = 3; // at most three technology badges on a card, then "+N" for the rest
export const PRIVATE_CODE_URL = '#'; // the code link of a project without public source, as the content writes it
// Rendered width of a card at each layout (Projects.module.css): 3, 2 and 1 columns.
const CARD_SIZES = `(min-width: ${DESKTOP_PX}px) 336px, (min-width: ${COLUMNS_PX}px) calc(50vw - 44px), calc(100vw - 40px)`;

interface ProjectCardProps {
  project: Project;
  labels: SiteLabels['projects'];
  newTab: string;
}

/** The rendered project is the content's, with its `delay`, which comes from the card's place (cardDelay). */
export function ProjectCard({ project, delay, labels, newTab }: ProjectCardProps & { delay: number }) {
  const shown = project.technologies.slice(0, MAX_BADGES);
  const rest = project.technologies.slice(MAX_BADGES);
  const noteId = useId(); // a private project's note, which describes its Code link
  return (
    <li className={styles.card} data-delay={delay}>
      <div className={styles.media}>
        <ProjectImage project={project} alt={`${labels.screenshot} ${project.title}`} />
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>{project.title}</h3>
        <p className={styles.description}>{project.description}</p>
        <ul className={styles.badges} aria-label={labels.technologies}>
          {shown.map((tech, index) => (
            <li key={tech} className={styles.badgeItem}>
              <span className={styles.badge}>{tech}</span>
              {/* "+N" shares the last badge's item, so a row break never leaves it alone. */}
              {index === shown.length - 1 && rest.length > 0 && (
                // data-rest: what print shows in place of "+N" (ProjectCard.module.css).
                <span className={`${styles.badge} ${styles.more}`} data-rest={rest.join(' · ')}>
                  <span aria-hidden="true">+{rest.length}</span>
                  <span className="sr-only">
                    {labels.more} {rest.join(', ')}
                  </span>
                </span>
              )}
            </li>
          ))}
        </ul>
        <div className={styles.links}>
          {/* Said in words, on a row of its own above the links, because a tap shows no tooltip;
              the link's tooltip opens below it, so it never covers this note. */}
          {project.codeUrl === PRIVATE_CODE_URL && (
            <p id={noteId} className={styles.privateNote}>
              {labels.privateCode}
            </p>
          )}
          <CodeLink project={project} labels={labels} newTab={newTab} noteId={noteId} />
          <ExternalLink href={project.liveUrl} className={styles.link} newTab={newTab}>
            <Icon name="external" size={16} />
            {labels.live}
            <span className="sr-only">: {project.title}</span>
          </ExternalLink>
        </div>
      </div>
    </li>
  );
}

/** Private code keeps its "#" but never navigates, and says why in the note and its tooltip. */
function CodeLink({ project, labels, newTab, noteId }: ProjectCardProps & { noteId: string }) {
  // A middle click fires auxclick, not click, and would open "#" in a new tab: stop both.
  const stay = (event: MouseEvent) => event.preventDefault();
  if (project.codeUrl !== PRIVATE_CODE_URL) {
    return (
      <ExternalLink href={project.codeUrl} className={styles.link} newTab={newTab}>
        <Icon name="code" size={16} />
        {labels.code}
        <span className="sr-only">: {project.title}</span>
      </ExternalLink>
    );
  }
  return (
    <Tooltip label={labels.privateCode} side="bottom">
      <a href={PRIVATE_CODE_URL} className={styles.link} aria-disabled="true" aria-describedby={noteId} onClick={stay} onAuxClick={stay}>
        <Icon name="lock" size={16} />
        {labels.code}
        <span className="sr-only">: {project.title}</span>
      </a>
    </Tooltip>
  );
}

/** The preview, replaced by a generated placeholder with the title if it fails. */
function ProjectImage({ project, alt }: { project: Project; alt: string }) {
  // Set when the image fails, to the theme's colours at that moment (an image cannot read CSS).
  const [failed, setFailed] = useState<PlaceholderColours | null>(null);
  const img = useRef<HTMLImageElement>(null);
  const { width, height } = useImage(project.imageUrl);
  // An image that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const node = img.current;
    if (node?.complete && node.naturalWidth === 0 && node.currentSrc) setFailed(placeholderColours());
  }, []);
  if (failed) {
    return (
      <img
        className={styles.image}
        src={placeholderImage(project.title, width, height, failed)}
        width={width}
        height={height}
        alt={alt}
        data-placeholder="true"
      />
    );
  }
  return (
    <Picture
      ref={img}
      name={project.imageUrl}
      alt={alt}
      sizes={CARD_SIZES}
      className={styles.image}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(placeholderColours())}
    />
  );
}
