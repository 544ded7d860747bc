import type { Person } from '../../content/types';
import { resumeFileName, resumeHref } from '../links';
import button from './Button.module.css';
import { Icon } from './icons';

/** Download Resume: the PDF the build writes, saved under the owner's name. */
export function ResumeLink({ person, label }: { person: Person; label: string }) {
  return (
    <a href={resumeHref()} download={resumeFileName(person)} className={button.ghost}>
      <Icon name="download" size={18} />
      {label}
    </a>
  );
}
