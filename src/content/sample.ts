// Which content is the shipped sample. One marker, the sample person's name: an owner
// replaces it first (README "Make it yours"), and with it the content stops being the
// sample. Tests that hold the sample to its exact lists (skills, project order, six posts…)
// run only while this is true; for any other owner they check what every owner's content
// must have instead.

import type { Content } from './types';

/** The sample identity's name, as content.ts ships it. */
export const SAMPLE_NAME = 'Alex Carter';

export function isSampleContent(content: Content): boolean {
  return content.person.name === SAMPLE_NAME;
}
