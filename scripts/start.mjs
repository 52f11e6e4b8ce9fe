#!/usr/bin/env node
// `npm start`: build the /my-account/ app if it is missing, then run the reference server.
import { execSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';
if (!existsSync('dist/app/index.html')) {
  console.log('Building the /my-account/ app (first start)…');
  execSync('npx vite build --config app/vite.config.ts --logLevel warn', { stdio: 'inherit' });
}
const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
