/**
 * `npm run report`: serves the visual report on a local port and prints its address (CI
 * machines have no browser to open). The page links baselines where they are
 * (`../../__screenshots__/…`), so the server serves the repository root but only those two
 * folders. Options: `--port <n>` (or PORT; default 6070, the next free port if taken) and
 * `--host <name>` (or HOST; default 127.0.0.1, `0.0.0.0` to reach it from outside a container).
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folders of the root the server shows. */
export const servedFolders = ['reports/visual', '__screenshots__'] as const;
export const reportPath = '/reports/visual/index.html';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.png': 'image/png',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};

/**
 * The file a request path stands for, or `null` when it is outside the served folders (or not a
 * valid path). A folder stands for its `index.html`.
 */
export function resolveRequest(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split(/[?#]/)[0] ?? '');
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const relative = path.posix.normalize(`/${decoded}`).slice(1);
  const inside = servedFolders.some(
    (folder) => relative === folder || relative.startsWith(`${folder}/`),
  );
  if (!inside) return null;
  const file = path.join(root, ...relative.split('/'));
  return relative.endsWith('/') || relative === 'reports/visual'
    ? path.join(file, 'index.html')
    : file;
}

export function createReportServer(root: string): http.Server {
  return http.createServer((request, response) => {
    const url = request.url ?? '/';
    if (url === '/' || url === '/index.html') {
      response.writeHead(302, { location: reportPath }).end();
      return;
    }
    const file = resolveRequest(root, url);
    let stats: ReturnType<typeof statSync> | undefined;
    try {
      stats = file ? statSync(file) : undefined;
    } catch {
      stats = undefined;
    }
    if (!file || !stats?.isFile()) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    response.writeHead(200, {
      'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
      'content-length': stats.size,
      'cache-control': 'no-cache',
    });
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
  });
}

/** Listens on `port`, or on a free port when that one is taken. */
export function listen(server: http.Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE' && port !== 0) {
        server.listen(0, host);
        return;
      }
      reject(error);
    };
    server.on('error', onError);
    server.once('listening', () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    });
    server.listen(port, host);
  });
}

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}

async function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  if (!existsSync(path.join(root, reportPath))) {
    console.error(
      'No report yet: every run of the story suite writes reports/visual/index.html (npm run test:stories, or npm test).',
    );
    process.exit(1);
  }
  const host = option('host') ?? process.env.HOST ?? '127.0.0.1';
  const port = await listen(
    createReportServer(root),
    Number(option('port') ?? process.env.PORT ?? 6070),
    host,
  );
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  console.log(`Visual report: http://${shown}:${port}${reportPath} (Ctrl+C to stop)`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
