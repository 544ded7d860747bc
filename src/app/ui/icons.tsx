// Inline SVG icons: each a <use> of a symbol in the page's sprite (icon-paths.ts), so no request
// leaves the site and the paths are not in the JavaScript. Decorative: the control is named.

import type { SVGProps } from 'react';
import { ICON_ID_PREFIX } from './icon-ids';
import type { IconName } from '../../prerendered/icon-paths';

export type { IconName };

export function Icon({ name, size = 20, ...props }: SVGProps<SVGSVGElement> & { name: IconName; size?: number }) {
  return (
    <svg width={size} height={size} aria-hidden="true" {...props}>
      <use href={`#${ICON_ID_PREFIX}${name}`} />
    </svg>
  );
}
