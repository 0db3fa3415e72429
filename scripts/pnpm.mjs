// Runs the pinned pnpm on a machine that only has npm: new shoppers' machines have npm, not pnpm (STACK.md).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const { packageManager } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const wanted = packageManager.split('@')[1];
const args = process.argv.slice(2);

const installed = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
const [command, prefix] =
  installed.status === 0 && installed.stdout.trim() === wanted
    ? ['pnpm', []]
    : ['npx', ['--yes', `pnpm@${wanted}`]];

const run = spawnSync(command, [...prefix, ...args], { stdio: 'inherit' });
process.exit(run.status ?? 1);
