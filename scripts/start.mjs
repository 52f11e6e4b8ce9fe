#!/usr/bin/env node
// `npm start`: build the /my-account/ app when it is missing or older than its sources, then
// run the reference server.
import { execSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';

const built = 'dist/app/index.html';
const sources = ['app', 'src', 'tokens', 'package-lock.json'];

/** The newest modification time of a file or any file below a folder. */
function newest(entry) {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const child of readdirSync(entry))
    latest = Math.max(latest, newest(path.join(entry, child)));
  return latest;
}

const stale =
  !existsSync(built) || sources.some((entry) => newest(entry) > statSync(built).mtimeMs);
if (stale) {
  console.log('Building the /my-account/ app (missing or older than its sources)…');
  execSync('npx vite build --config app/vite.config.ts --logLevel warn', { stdio: 'inherit' });
}
const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
