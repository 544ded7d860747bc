// Which content is the shipped sample (BRIEF "Sample content"). One marker, the sample
// person's name: an owner replaces it first ("Make it yours"), and with it the content stops
// being the sample. Tests that hold the sample to the spec's exact lists (skills, project
// order, six posts…) run only while this is true; for any other owner they check what the
// spec requires of every owner instead.

import type { Content } from './types';

/** The sample identity's name, as content.ts ships it. */
export const SAMPLE_NAME = 'Alex Carter';

export function isSampleContent(content: Content): boolean {
  return content.person.name === SAMPLE_NAME;
}
