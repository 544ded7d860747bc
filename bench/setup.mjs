// Installs bench/'s own dependencies (Lighthouse, autocannon) on first use, so the main
// `npm install` stays lean: heavy measuring tools live in their own package.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const bench = fileURLToPath(new URL('.', import.meta.url));
if (!existsSync(new URL('node_modules/lighthouse/package.json', import.meta.url))) {
  console.log('Installing the benchmark tools in bench/ (first run only) …');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: bench, stdio: 'inherit' });
}
