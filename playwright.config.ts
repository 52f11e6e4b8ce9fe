import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium';

/**
 * The end-to-end suite: Playwright Test on Debian's Chromium against the real reference server
 * on a fresh embedded database. The app must be built first (`npm run test:e2e` does it).
 * Settings travel as environment variables so that the runner and its worker agree on them.
 */
process.env.E2E_PORT ??= '8181';
process.env.E2E_DATA ??= mkdtempSync(path.join(tmpdir(), 'ld-e2e-'));
const port = Number(process.env.E2E_PORT);
const data = process.env.E2E_DATA;

export default defineConfig({
  testDir: 'e2e',
  // One worker: the tests share one server and database, and the machine has two cores.
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  // A real difference fails every time; one retry absorbs a slow start on a busy machine.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: 'reports/e2e', open: 'never' }]],
  outputDir: 'test-results/e2e',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'America/New_York',
    trace: 'retain-on-failure',
    // Keyboard-first: a test that clicks must say so; the default is the keyboard.
    actionTimeout: 10_000,
  },
  webServer: {
    command: 'node --import tsx server/index.ts',
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: path.join(data, 'pglite'),
      OUTBOX_DIR: path.join(data, 'outbox'),
      LOG_LEVEL: 'warn',
      // Every test is its own client address (X-Forwarded-For, see support/fixtures.ts), so the
      // per-address sign-in limits apply per test as they would per member's browser.
      TRUST_PROXY: '1',
      // The server-side data failures of faults.spec.ts (an `ld-fault` cookie, see server/config.ts).
      FAULT_INJECTION: '1',
    },
  },
});
