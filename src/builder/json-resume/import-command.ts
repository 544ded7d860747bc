// `npm run import-resume -- <file>`: the owner's JSON Resume, checked against the schema, made
// into src/content/content.ts (import.ts), with a report. Nothing is written unless the file is
// valid, the new content passes the content check, and git has content.ts committed (git is
// how an import is undone).

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import path from 'node:path';
import { ImportError } from '../build-error';
import { loadContent } from '../bundles';
import { ASSET_SOURCES, CONTENT_MODULE, fromRoot, ROOT } from '../paths';
import { terminalLines } from '../terminal-text';
import { localDay, validateContent } from '../validate';
import { contentFromJsonResume } from './import';
import { contentModuleProblem } from './module-check';
import { contentModuleSource } from './module-source';
import { readJsonResume } from './read';

export async function importResumeCommand(args: string[]): Promise<void> {
  const contentFile = fromRoot(CONTENT_MODULE);
  const argument = args[0];
  if (!argument) throw new ImportError('name the file: npm run import-resume -- path/to/resume.json');
  // npm runs scripts in the project folder; a relative path is the owner's, from where they typed it.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), argument);
  const text = await fs.readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new ImportError(`cannot read ${argument} (${error.code ?? error.message}); ${contentFile} is unchanged`);
  });
  const read = await readJsonResume(text, file, ROOT);
  if (read.problems) throw new ImportError(`${problemList(read.problems)}\n${contentFile} is unchanged.`);
  const current = await loadContent();
  const today = localDay(new Date());
  const { content, report } = contentFromJsonResume(read.resume, current, { today });
  const problems = validateContent(content, { imageExists: (name) => existsSync(path.join(ASSET_SOURCES, name)), today });
  if (problems.length) throw new ImportError(`the imported content would not build:\n${problemList(problems.map((problem) => `${contentFile}: ${problem}`))}\n${contentFile} is unchanged.`);
  const uncommitted = uncommittedContent();
  if (uncommitted) throw new ImportError(`${uncommitted}; ${contentFile} is unchanged.`);
  // The file's name as a string literal: it is the owner's text, and content.ts holds text as data.
  const header = [
    `Every word, link and number a visitor sees. Written by npm run import-resume from ${JSON.stringify(path.basename(file))}:`,
    'the person, experience, education, skills and projects come from it, the rest from the content.ts',
    'it replaced (git diff shows what changed). Yours to edit from here; npm run build checks it.',
  ];
  const written = contentModuleSource(content, header);
  // Read back before it replaces anything: data alone, and the very content checked above.
  const unreadable = await contentModuleProblem(written, content);
  if (unreadable) throw new ImportError(`the ${contentFile} the import made ${unreadable}: a fault of the import, not of your file; ${contentFile} is unchanged.`);
  const temporary = `${CONTENT_MODULE}.${process.pid}.tmp`;
  await fs.writeFile(temporary, written);
  await fs.rename(temporary, CONTENT_MODULE);
  const block = (title: string, lines: string[]) => (lines.length ? [title, ...lines.map((line) => `  ${line}`), ''] : []);
  // The lines hold the file's own words: printed without what a terminal would act on.
  console.log(
    terminalLines([
      `Imported ${argument} into ${contentFile}. git diff shows what changed; git checkout -- ${contentFile} undoes it.`,
      '',
      ...block('Placed:', report.placed),
      ...block('Not placed (the site has no place for these):', report.unplaced),
      ...block('Still yours to write:', report.toWrite),
      'Next: npm run build (or npm start) and read the site.',
    ].join('\n')),
  );
}

/** Why content.ts may not be replaced, or '' when git has it committed as it is: the import refuses rather than keep backups. */
function uncommittedContent(): string {
  const file = fromRoot(CONTENT_MODULE);
  const git = (args: string[]) => spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
  const tracked = git(['ls-files', '--error-unmatch', '--', file]);
  if (tracked.error) return `git is not installed; the import replaces ${file} only where git can show and undo what it changed`;
  if (tracked.status !== 0) {
    return `${file} is not committed to git (or the project is not a git repository); commit it first (git init, git add -A, git commit), so that git can show and undo what the import changes`;
  }
  const status = git(['status', '--porcelain', '--', file]).stdout.trim();
  return status ? `${file} has changes that are not committed; commit them (git commit -am "My content") or undo them (git checkout -- ${file}) first, so that the import loses none of your work` : '';
}

function problemList(problems: string[]): string {
  return `${problems.length} problem${problems.length > 1 ? 's' : ''}:\n  - ${problems.join('\n  - ')}`;
}
