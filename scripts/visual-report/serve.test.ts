import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReportServer, listen, resolveRequest } from './serve';

describe('resolveRequest', () => {
  const root = '/repo';

  it('serves the report and the baselines it links, nothing else', () => {
    expect(resolveRequest(root, '/reports/visual/index.html')).toBe(
      '/repo/reports/visual/index.html',
    );
    expect(resolveRequest(root, '/reports/visual/')).toBe('/repo/reports/visual/index.html');
    expect(resolveRequest(root, '/__screenshots__/main-desktop/a-b.png?x=1')).toBe(
      '/repo/__screenshots__/main-desktop/a-b.png',
    );
    expect(resolveRequest(root, '/package.json')).toBeNull();
    expect(resolveRequest(root, '/reports/other/secret.txt')).toBeNull();
  });

  it('does not let a path climb out of the served folders', () => {
    expect(resolveRequest(root, '/reports/visual/../../package.json')).toBeNull();
    expect(resolveRequest(root, '/reports/visual/%2e%2e/%2e%2e/.env')).toBeNull();
    expect(resolveRequest(root, '/__screenshots__/..%2f.env')).toBeNull();
    expect(resolveRequest(root, '/reports/visual/%E0%A4%A')).toBeNull();
    expect(resolveRequest(root, '/reports/visual/a%00.png')).toBeNull();
  });
});

describe('the report server', () => {
  let dir: string;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'visual-report-'));
    mkdirSync(path.join(dir, 'reports/visual'), { recursive: true });
    mkdirSync(path.join(dir, '__screenshots__/main-desktop'), { recursive: true });
    writeFileSync(path.join(dir, 'reports/visual/index.html'), '<!doctype html><title>r</title>');
    writeFileSync(path.join(dir, '__screenshots__/main-desktop/x.png'), 'png');
    writeFileSync(path.join(dir, 'package.json'), '{}');
    server = createReportServer(dir);
    base = `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`;
  });

  afterAll(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('opens the report from the root and serves its images', async () => {
    const home = await fetch(`${base}/`, { redirect: 'manual' });
    expect(home.status).toBe(302);
    expect(home.headers.get('location')).toBe('/reports/visual/index.html');
    const page = await fetch(`${base}/reports/visual/index.html`);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toContain('<title>r</title>');
    const image = await fetch(`${base}/__screenshots__/main-desktop/x.png`);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(await image.text()).toBe('png');
  });

  it('answers 404 outside the report and the baselines', async () => {
    expect((await fetch(`${base}/package.json`)).status).toBe(404);
    expect((await fetch(`${base}/__screenshots__/main-desktop/missing.png`)).status).toBe(404);
  });

  it('takes a free port when the asked one is taken', async () => {
    const taken = Number(new URL(base).port);
    const other = createReportServer(dir);
    const port = await listen(other, taken, '127.0.0.1');
    expect(port).not.toBe(taken);
    other.close();
  });
});
