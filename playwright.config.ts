import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { e2eWorkers, serverDataDir, serverPort } from './e2e/support/servers';
import { chromiumArgs, chromiumPath } from './scripts/chromium';

/**
 * The end-to-end suite: Playwright Test on Debian's Chromium against the real reference server,
 * one per worker, each on a fresh embedded database (e2e/support/servers.ts). The app must be
 * built first (`npm run test:e2e` does it).
 * Settings travel as environment variables so that the runner and its worker agree on them.
 */
process.env.E2E_PORT ??= '8181';
process.env.E2E_DATA ??= mkdtempSync(path.join(tmpdir(), 'ld-e2e-'));
const workers = Array.from({ length: e2eWorkers }, (_, worker) => worker);

export default defineConfig({
  testDir: 'e2e',
  // One server and database per worker (e2e/support/servers.ts); a file's tests stay together.
  workers: e2eWorkers,
  fullyParallel: false,
  forbidOnly: true,
  // A real difference fails every time; one retry absorbs a slow start on a busy machine.
  retries: process.env.CI ? 1 : 0,
  // A limit for a hang, not a measure of speed: the tests that walk many overlays or pages in
  // one test (overlays-a11y's guest on the main site, the country walk, forced colours) took
  // just over 30 s in a CI run on two cores. Longer walks set their own.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: 'reports/e2e', open: 'never' }]],
  outputDir: 'test-results/e2e',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'America/New_York',
    // Recording a trace for every test cost a quarter of the suite's time (docs/decisions.md,
    // "Traces on the first retry"): in CI, where a failure is retried once, only the retry is
    // traced; locally, with no retry, a failure keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // Keyboard-first: a test that clicks must say so; the default is the keyboard.
    actionTimeout: 10_000,
  },
  webServer: workers.map((worker) => ({
    command: 'node --import tsx server/index.ts',
    url: `http://localhost:${serverPort(worker)}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(serverPort(worker)),
      DATA_DIR: path.join(serverDataDir(worker), 'pglite'),
      OUTBOX_DIR: path.join(serverDataDir(worker), 'outbox'),
      LOG_LEVEL: 'warn',
      // Every test is its own client address (X-Forwarded-For, see support/fixtures.ts), so the
      // per-address sign-in limits apply per test as they would per member's browser.
      TRUST_PROXY: '1',
      // The server-side data failures of faults.spec.ts (an `ld-fault` cookie, see server/config.ts).
      FAULT_INJECTION: '1',
    },
  })),
});
