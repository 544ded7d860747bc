// `npm start` (node build.mjs start) when its port is taken: one line that says what to do,
// a non-zero exit, no stack trace. Run in a copy of the project, as start rebuilds dist/.
import net from 'node:net';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { copyProject, type ProjectCopy } from '../helpers/project-copy';
import { setup } from '../helpers/setup';

// Long enough for a build on a busy machine; a start that does not fail would serve forever.
const START_TIMEOUT_MS = 60_000;

let project: ProjectCopy;
let occupant: net.Server;
let port: number;

const start = suite('npm start :: port already in use');

start.before(setup(async () => {
  project = copyProject();
  occupant = net.createServer();
  await new Promise<void>((resolve) => occupant.listen(0, '127.0.0.1', resolve));
  port = (occupant.address() as net.AddressInfo).port;
}));
start.after(async () => {
  await new Promise((resolve) => occupant?.close(resolve));
  project?.dispose();
});

start('should print one clear line and exit non-zero, without a stack trace', () => {
  const result = project.run(['start'], { env: { PORT: String(port) }, timeoutMs: START_TIMEOUT_MS });
  assert.is(result.status, 1, `exit status (null: still running after ${START_TIMEOUT_MS} ms)\n${result.stderr}`);
  // The build's own warnings (the sample content, say) may come first; the error ends the output.
  assert.is(result.stderr.trim().split('\n').at(-1), `Port ${port} is already in use; stop the other server or run with PORT=<another port>.`);
  assert.not.match(`${result.stdout}${result.stderr}`, /\n\s+at /, 'a stack trace');
});

start('should refuse a PORT that is not a port number in one line, before building', () => {
  const result = project.run(['start'], { env: { PORT: 'eighty' }, timeoutMs: START_TIMEOUT_MS });
  assert.is(result.status, 1);
  assert.is(result.stderr.trim(), 'PORT must be a number from 0 to 65535 (got "eighty")');
  assert.is(result.stdout, '', 'it built first');
});

start.run();
