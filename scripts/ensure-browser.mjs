#!/usr/bin/env node
// Finds or provisions the Chromium that the browser tests drive:
// CHROMIUM_PATH, else /usr/bin/chromium, else `apt-get install -y chromium` when root,
// else a clear message saying what to install.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const wanted = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

if (existsSync(wanted)) {
  console.log(`browser: ${wanted}`);
  process.exit(0);
}
if (process.env.CHROMIUM_PATH) {
  console.error(`CHROMIUM_PATH is set to ${wanted}, but nothing is there.`);
  process.exit(1);
}
if (typeof process.getuid === 'function' && process.getuid() === 0) {
  console.log('browser: installing Debian chromium (apt-get)…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  if (existsSync(wanted)) {
    console.log(`browser: ${wanted}`);
    process.exit(0);
  }
}
console.error(
  [
    'No Chromium found for the browser tests.',
    'Install it with `sudo apt-get install chromium` (Debian/Ubuntu),',
    'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  ].join('\n'),
);
process.exit(1);
