// Makes sure a Chromium exists for the browser tests, installing Debian's package when none is found.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const wanted = process.env.CHROME_PATH ?? '/usr/bin/chromium';

if (existsSync(wanted)) process.exit(0);
if (process.env.CHROME_PATH) {
  console.error(`CHROME_PATH points to ${wanted}, which does not exist.`);
  process.exit(1);
}

const hasAptGet = (() => {
  try {
    execSync('command -v apt-get', { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
if (!hasAptGet) {
  console.error('No Chromium found. Install Chromium and set CHROME_PATH to its binary.');
  process.exit(1);
}

const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
console.log('Installing Debian Chromium for the browser tests…');
execSync(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq chromium`, {
  stdio: 'inherit',
  env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
});
