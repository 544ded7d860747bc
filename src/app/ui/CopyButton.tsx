// Copies a value and confirms with a toast: a mailto: or tel: link does nothing for many
// visitors on webmail or a desktop.

import type { SiteLabels } from '../../content/types';
import { toast } from '../toast/store';
import { Tooltip } from '../tooltip/Tooltip';
import { Icon } from './icons';
import styles from './CopyButton.module.css';

export function CopyButton({ value, what, labels }: { value: string; what: string; labels: SiteLabels['contact'] }) {
  const name = `${labels.copy} ${what.toLowerCase()}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.show(`${what} ${labels.copied}`, 'success');
    } catch {
      toast.show(labels.copyFailed, 'error');
    }
  };
  return (
    <Tooltip label={name}>
      <button type="button" className={`${styles.copy} needs-js`} aria-label={name} onClick={copy}>
        <Icon name="copy" size={18} />
      </button>
    </Tooltip>
  );
}
