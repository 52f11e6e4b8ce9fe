#!/usr/bin/env node
// `npm start`: build the app when it is missing or older than its sources, then run the
// reference server on its embedded database.
import { spawn } from 'node:child_process';
import { buildAppIfStale } from './build-app.mjs';

buildAppIfStale();
const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
