// Run by test/run.mjs before a stage's workers start: builds the site for the run (or finds
// the build an earlier stage made), so parallel workers never build into one folder at once.
import { buildSite } from './built-site';

buildSite();
