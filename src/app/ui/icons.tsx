// Inline SVG icons, so no icon package ships and no request leaves the site. Each is a
// <use> of a symbol in the page's sprite (icon-paths.ts), so the path data is in the HTML
// once and not in the JavaScript. All are decorative: the control that holds one carries the
// accessible name.

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
