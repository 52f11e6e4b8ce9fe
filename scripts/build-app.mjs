#!/usr/bin/env node
// Builds the app (dist/app: the /my-account/ app and the host pages' shell bundle; dist/ssr:
// their server render) when it is
// missing or older than any of its sources. `npm start` and the end-to-end tests run this first.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = ['dist/app/.vite/manifest.json', 'dist/ssr/render.js'].map((file) =>
  path.join(root, file),
);
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
    !built.every((file) => existsSync(file)) ||
    sources.some(
      (entry) =>
        newest(path.join(root, entry)) > Math.min(...built.map((file) => statSync(file).mtimeMs)),
    );
  if (!stale) return false;
  console.log('Building the app (missing or older than its sources)…');
  // The browser's build, then the server's render of the same sources (dist/ssr).
  for (const config of ['app/vite.config.ts', 'app/vite.ssr.config.ts']) {
    execSync(`npx vite build --config ${config} --logLevel warn`, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    });
  }
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildAppIfStale();
