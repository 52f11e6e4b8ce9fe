#!/usr/bin/env node
// Builds the app (dist/app: the /my-account/ app and the host pages' shell bundle) when it is
// missing or older than any of its sources. `npm start` and the end-to-end tests run this first.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = path.join(root, 'dist/app/.vite/manifest.json');
const sources = ['app', 'src', 'tokens', 'vite.config.ts', 'package-lock.json'];

/** The newest modification time of a file or any file below a folder. */
function newest(entry) {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const child of readdirSync(entry))
    latest = Math.max(latest, newest(path.join(entry, child)));
  return latest;
}

export function buildAppIfStale() {
  const stale =
    !existsSync(built) ||
    sources.some((entry) => newest(path.join(root, entry)) > statSync(built).mtimeMs);
  if (!stale) return false;
  console.log('Building the app (missing or older than its sources)…');
  execSync('npx vite build --config app/vite.config.ts --logLevel warn', {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildAppIfStale();
