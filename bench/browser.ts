/**
 * The browser and bytes side of `npm run bench` (issue #14 §1–§4): the reference server on a
 * fresh embedded database, the built app, Debian's Chromium through Playwright; every figure
 * beside its floor measured in the same run (the hello-world React build, a static snapshot of
 * the same page served by the same server).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright';
import { chromiumArgs, chromiumPath } from '../scripts/chromium';
import { demoMembers, demoPassword } from '../server/db/seed';
import { endpoints } from '../src/platform/api/contract';
import type { BrandId } from '../tokens/types';
import { duplicates, median, sequentialSteps, type TimedRequest } from './analysis';
import type { BenchRow } from './figures';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** Each brand's host (Chromium resolves `*.localhost` to loopback), as in e2e/support. */
const brandHosts: Record<BrandId, string> = {
  main: 'main.localhost',
  'legal-contracts': 'contracts.localhost',
  'fr-legal': 'fr.localhost',
  'de-legal': 'de.localhost',
};

/** The member of the main figures: several subscriptions, US, main brand. */
const member = 'several@example.com';
const listPath = '/my-account/subscriptions/';
const staticPath = '/my-account/bench-static.html';
/** Page-shell §5: the site search waits this long after the last keystroke. */
const searchDebounceMs = 250;

/**
 * The network of the load-time runs: Chrome DevTools' "Fast 4G" preset (165 ms round trip,
 * 9 Mbps down and 1.5 Mbps up, each × 0.9 as DevTools applies them).
 */
export const fast4G = {
  offline: false,
  latency: 165,
  downloadThroughput: (9_000_000 / 8) * 0.9,
  uploadThroughput: (1_500_000 / 8) * 0.9,
};
const cpuSlowdown = 4;
const mobile: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  locale: 'en-US',
  timezoneId: 'America/New_York',
};
const desktop: BrowserContextOptions = {
  viewport: { width: 1280, height: 800 },
  locale: 'en-US',
  timezoneId: 'America/New_York',
};

/**
 * Runs in every page before its own scripts: the time of the frame in which the first
 * subscription card (a list item of the tab panel with a level-3 heading) is in the document,
 * and the Largest Contentful Paint. A string, not a function: tsx would wrap the function's
 * inner functions in a `__name` helper the page does not have.
 */
const pageProbe = `(() => {
  const probe = { card: -1, lcp: -1 };
  window.__bench = probe;
  const observer = new MutationObserver(function () {
    if (probe.card >= 0 || document.querySelector('[role="tabpanel"] li h3') === null) return;
    observer.disconnect();
    probe.card = 0;
    requestAnimationFrame(function () { probe.card = performance.now(); });
  });
  observer.observe(document, { childList: true, subtree: true });
  new PerformanceObserver(function (list) {
    const last = list.getEntries().at(-1);
    if (last) probe.lcp = last.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})();`;

/**
 * The interaction probe (a string, as above): the time of the last key press, and the frame
 * in which `condition` holds after it.
 */
const interactionProbe = (condition: {
  selector: string;
  path?: string;
  text?: string;
}) => `(() => {
  const condition = ${JSON.stringify(condition)};
  const state = { start: -1, end: -1, longTasks: [] };
  window.__interaction = state;
  new PerformanceObserver(function (list) {
    for (const task of list.getEntries()) state.longTasks.push([task.startTime, task.duration]);
  }).observe({ type: 'longtask' });
  document.addEventListener('keydown', function (event) { state.start = event.timeStamp; }, { capture: true });
  function holds() {
    if (condition.path && !location.pathname.includes(condition.path)) return false;
    return [...document.querySelectorAll(condition.selector)].some(function (element) {
      return element.getBoundingClientRect().height > 0 &&
        (!condition.text || (element.textContent || '').includes(condition.text));
    });
  }
  function frame() {
    if (state.start >= 0 && holds()) state.end = performance.now();
    else requestAnimationFrame(frame);
  }
  requestAnimationFrame(frame);
})()`;

interface Loaded {
  url: string;
  method: string;
  /** The request body of a POST (two POSTs to one URL with different bodies are not duplicates). */
  body?: string;
  type: string;
  start: number;
  end: number;
  /** The response body of scripts, stylesheets and fonts, when asked for. */
  content?: Buffer;
}

interface LoadResult {
  /** ms from navigation start to the frame with the first card; LCP likewise. */
  card: number;
  lcp: number;
  /** performance.timeOrigin (epoch ms): request times are on the epoch clock. */
  timeOrigin: number;
  requests: Loaded[];
  page: Page;
  context: BrowserContext;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHealth(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not answer /healthz within 120 s');
}

const gzip = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;
const brotli = (bytes: Buffer) =>
  brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  }).length;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const fileName = (url: string) => new URL(url).pathname.split('/').pop() ?? url;
const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');

export interface BrowserBenchOptions {
  quick?: boolean;
  /** Which of 'bytes', 'load', 'network', 'interaction' to measure (all by default). */
  parts?: (part: string) => boolean;
  log?: (line: string) => void;
}

/** §1–§4 of the issue, as rows. Builds the floor, starts the server and a browser, stops both. */
export async function runBrowserBench(options: BrowserBenchOptions = {}): Promise<BenchRow[]> {
  const log = options.log ?? ((line: string) => console.log(line));
  const runs = options.quick ? 2 : 5;
  const work = mkdtempSync(path.join(tmpdir(), 'ld-bench-'));
  const appDir = path.join(work, 'app');
  cpSync(path.join(root, 'dist', 'app'), appDir, { recursive: true });

  log('bench: building the hello-world React floor…');
  const floorDir = path.join(work, 'floor');
  execFileSync(
    process.execPath,
    [
      path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      '--config',
      path.join(root, 'bench', 'floor', 'vite.config.ts'),
      '--outDir',
      floorDir,
      '--logLevel',
      'warn',
    ],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const floorAssets = readdirSync(path.join(floorDir, 'assets'));
  const floorJs = floorAssets
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(floorDir, 'assets', file)));

  const port = await freePort();
  log(`bench: starting the reference server on port ${port} (embedded PGlite)…`);
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: path.join(work, 'pglite'),
      OUTBOX_DIR: path.join(work, 'outbox'),
      APP_DIST: appDir,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
      DATABASE_URL: '',
    },
  });
  let browser: Browser | undefined;
  try {
    await waitForHealth(port, server);
    browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
    const bench = new Bench(browser, port, appDir, runs, log);
    const wants = options.parts ?? (() => true);
    const rows: BenchRow[] = [];
    // The bytes run also writes the static snapshot the load runs compare with.
    const loads = wants('load') || wants('network');
    if (wants('bytes') || loads) {
      const bytes = await bench.bytes(floorJs);
      if (wants('bytes')) rows.push(...bytes, ...(await bench.brands()));
    }
    if (loads) rows.push(...(await bench.load()).filter((row) => wants(row.group)));
    if (wants('interaction')) rows.push(...(await bench.interactions()));
    return rows;
  } finally {
    await browser?.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => {
      if (server.exitCode !== null) resolve(undefined);
      else server.once('exit', resolve);
      setTimeout(resolve, 5_000);
    });
    rmSync(work, { recursive: true, force: true });
  }
}

class Bench {
  private clientCounter = 1;
  private readonly sessions = new Map<string, BrowserContextOptions['storageState']>();

  constructor(
    private readonly browser: Browser,
    private readonly port: number,
    private readonly appDir: string,
    private readonly runs: number,
    private readonly log: (line: string) => void,
  ) {}

  origin(brand: BrandId = 'main') {
    return `http://${brandHosts[brand]}:${this.port}`;
  }

  /** A signed-in session of `email` on `brand`'s host (signed in once, reused as a cookie). */
  async session(email: string, brand: BrandId = 'main') {
    const known = this.sessions.get(`${brand} ${email}`);
    if (known) return known;
    const context = await this.browser.newContext();
    const loopback = `http://127.0.0.1:${this.port}`;
    const n = this.clientCounter++;
    const answer = await context.request.post(`${loopback}${endpoints.signIn.path}`, {
      headers: { host: `${brandHosts[brand]}:${this.port}`, 'x-forwarded-for': `10.77.0.${n}` },
      data: { userCredentials: { username: email, password: demoPassword } },
    });
    const body = (await answer.json()) as { succeeded?: boolean };
    if (!answer.ok() || !body.succeeded) throw new Error(`sign-in of ${email} failed`);
    const cookies = await context.cookies(loopback);
    await context.close();
    const state = {
      cookies: cookies.map((cookie) => ({ ...cookie, domain: brandHosts[brand] })),
      origins: [],
    };
    this.sessions.set(`${brand} ${email}`, state);
    return state;
  }

  /**
   * One cold load (fresh context) of `url` until its first card and the network is idle.
   * `throttled`: 4× CPU slowdown and the fast-4G network from the first byte.
   */
  async loadOnce(
    url: string,
    {
      storageState,
      throttled = false,
      keepBodies = false,
      needCard = true,
    }: {
      storageState?: BrowserContextOptions['storageState'];
      throttled?: boolean;
      keepBodies?: boolean;
      needCard?: boolean;
    } = {},
  ): Promise<LoadResult> {
    const context = await this.browser.newContext({ ...mobile, storageState });
    await context.addInitScript({ content: pageProbe });
    const page = await context.newPage();
    if (throttled) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', fast4G);
    }
    const pending: Promise<void>[] = [];
    const requests: Loaded[] = [];
    page.on('requestfinished', (request) => {
      pending.push(
        (async () => {
          const timing = request.timing();
          const entry: Loaded = {
            url: request.url(),
            method: request.method(),
            ...(request.method() === 'GET' ? {} : { body: request.postData() ?? '' }),
            type: request.resourceType(),
            start: timing.startTime,
            end: timing.startTime + Math.max(timing.responseEnd, 0),
          };
          if (keepBodies && ['script', 'stylesheet', 'font'].includes(entry.type)) {
            entry.content = (await (await request.response())?.body()) ?? Buffer.alloc(0);
          }
          requests.push(entry);
        })(),
      );
    });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    if (needCard) {
      try {
        await page.waitForFunction(
          () => (window as unknown as { __bench: { card: number } }).__bench.card > 0,
          undefined,
          { timeout: 60_000, polling: 50 },
        );
      } catch (error) {
        const dump = path.join(tmpdir(), 'ld-bench-failed.html');
        writeFileSync(dump, await page.content());
        throw new Error(`no subscription card at ${page.url()} (page written to ${dump})`, {
          cause: error,
        });
      }
    }
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    const probe = await page.evaluate(() => ({
      ...(window as unknown as { __bench: { card: number; lcp: number } }).__bench,
      timeOrigin: performance.timeOrigin,
    }));
    await Promise.all(pending);
    return { ...probe, requests, page, context };
  }

  /** §1: JS and CSS loaded before the first card, against the hello-world floor's JS. */
  async bytes(floorJs: Buffer[]): Promise<BenchRow[]> {
    this.log('bench: first-screen bytes…');
    const state = await this.session(member);
    const result = await this.loadOnce(`${this.origin()}${listPath}`, {
      storageState: state,
      keepBodies: true,
    });
    const cardAt = result.timeOrigin + result.card;
    const before = result.requests.filter((request) => request.start <= cardAt);
    const of = (type: string) => before.filter((request) => request.type === type);
    const js = of('script').map((request) => request.content ?? Buffer.alloc(0));
    const css = of('stylesheet').map((request) => request.content ?? Buffer.alloc(0));
    await this.snapshot(result.page);
    await result.context.close();

    const jsGzip = sum(js.map(gzip));
    const jsBrotli = sum(js.map(brotli));
    const floorGzip = sum(floorJs.map(gzip));
    const floorBrotli = sum(floorJs.map(brotli));
    const ratio = jsGzip / floorGzip;
    const topChunks = of('script')
      .map((request) => ({
        name: fileName(request.url),
        gzip: gzip(request.content ?? Buffer.alloc(0)),
      }))
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 4)
      .map((chunk) => `${chunk.name} ${(chunk.gzip / 1000).toFixed(1)} kB`)
      .join(', ');
    const jsRow: BenchRow = {
      group: 'bytes',
      name: 'first-screen JS (gzip)',
      value: jsGzip,
      unit: 'B',
      floor: floorGzip,
      ratio,
      better: 'lower',
      target: '≤ 1.6× floor',
      met: ratio <= 1.6,
      note: `${js.length} scripts before the first card; largest (gzip): ${topChunks}`,
    };
    if (!jsRow.met) jsRow.note = `${jsRow.note}. ${await moduleBreakdown(this.log)}`;
    return [
      jsRow,
      {
        group: 'bytes',
        name: 'first-screen JS (brotli)',
        value: jsBrotli,
        unit: 'B',
        floor: floorBrotli,
        ratio: jsBrotli / floorBrotli,
        better: 'lower',
      },
      {
        group: 'bytes',
        name: 'first-screen CSS (gzip)',
        value: sum(css.map(gzip)),
        unit: 'B',
        better: 'lower',
        note: `${css.length} stylesheets: ${of('stylesheet')
          .map((request) => fileName(request.url))
          .join(', ')}`,
      },
      {
        group: 'bytes',
        name: 'first-screen CSS (brotli)',
        value: sum(css.map(brotli)),
        unit: 'B',
        better: 'lower',
      },
    ];
  }

  /**
   * The static floor of §2: the rendered list as it stands, scripts left out, its inline
   * `style` attributes moved to a stylesheet (the server's CSP allows no inline style), written
   * into the served app folder so the same server sends it from the same host.
   */
  async snapshot(page: Page): Promise<void> {
    const { html, css } = await page.evaluate(() => {
      const copy = document.documentElement.cloneNode(true) as HTMLElement;
      for (const node of copy.querySelectorAll('script, link[rel="modulepreload"]')) node.remove();
      const rules: string[] = [];
      copy.querySelectorAll('[style]').forEach((element, index) => {
        rules.push(`[data-bench-style="${index}"]{${element.getAttribute('style')}}`);
        element.setAttribute('data-bench-style', String(index));
        element.removeAttribute('style');
      });
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = '/my-account/bench-static.css';
      copy.querySelector('head')?.append(link);
      return { html: `<!doctype html>\n${copy.outerHTML}`, css: rules.join('\n') };
    });
    writeFileSync(path.join(this.appDir, 'bench-static.html'), html);
    writeFileSync(path.join(this.appDir, 'bench-static.css'), css);
  }

  /** §1 per brand: a member of each brand loads only that brand's CSS and fonts. */
  async brands(): Promise<BenchRow[]> {
    this.log('bench: CSS and fonts per brand…');
    const manifest = JSON.parse(
      readFileSync(path.join(this.appDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, { file: string; css?: string[] }>;
    const brands = Object.keys(brandHosts) as BrandId[];
    /** Each brand's own CSS files and the font files they name. */
    const own = new Map(
      brands.map((brand) => {
        const chunk = manifest[`../src/theme/brands/${brand}.ts`];
        const css = (chunk?.css ?? []).map((file) => file.split('/').pop() as string);
        const fonts = css.flatMap((file) =>
          [
            ...readFileSync(path.join(this.appDir, 'assets', file), 'utf8').matchAll(
              /url\(([^)]+\.woff2?)\)/g,
            ),
          ].map((match) => (match[1] as string).split('/').pop() as string),
        );
        return [brand, new Set([...css, ...fonts])];
      }),
    );
    const rows: BenchRow[] = [];
    for (const brand of brands) {
      const who = demoMembers.find(
        (entry) => entry.brand === brand && entry.fixture.user.hasPassword,
      );
      if (!who) continue;
      const state = await this.session(who.fixture.user.username, brand);
      const result = await this.loadOnce(`${this.origin(brand)}${listPath}`, {
        storageState: state,
        needCard: false,
      });
      await result.context.close();
      const loaded = result.requests
        .filter((request) => request.type === 'stylesheet' || request.type === 'font')
        .map((request) => fileName(request.url));
      const mine = own.get(brand) ?? new Set<string>();
      const foreign = loaded.filter(
        (file) =>
          !mine.has(file) && brands.some((other) => other !== brand && own.get(other)?.has(file)),
      );
      const fonts = loaded.filter((file) => /\.woff2?$/.test(file));
      rows.push({
        group: 'bytes',
        name: `${brand}: other brands' CSS and fonts loaded`,
        value: foreign.length,
        unit: 'count',
        better: 'lower',
        target: '0 (one brand only)',
        met: foreign.length === 0,
        note:
          foreign.length > 0
            ? `loaded: ${foreign.join(', ')}`
            : `${loaded.length - fonts.length} stylesheets, fonts: ${fonts.join(', ') || 'none'}`,
      });
    }
    return rows;
  }

  /** §2 and §3: throttled cold loads of the list and of its static snapshot, alternated. */
  async load(): Promise<BenchRow[]> {
    this.log(`bench: load time, ${this.runs} runs each (mobile, 4× CPU, fast 4G)…`);
    const state = await this.session(member);
    const app: LoadResult[] = [];
    const still: { card: number; lcp: number }[] = [];
    for (let run = 0; run < this.runs; run++) {
      const product = await this.loadOnce(`${this.origin()}${listPath}`, {
        storageState: state,
        throttled: true,
      });
      await product.context.close();
      app.push(product);
      const page = await this.loadOnce(`${this.origin()}${staticPath}`, {
        storageState: state,
        throttled: true,
      });
      await page.context.close();
      still.push({ card: page.card, lcp: page.lcp });
    }
    const rows: BenchRow[] = [];
    const bound = explainLoad(app[0] as LoadResult);
    for (const [name, key] of [
      ['time to first subscription card', 'card'],
      ['Largest Contentful Paint', 'lcp'],
    ] as const) {
      const value = median(app.map((result) => result[key]));
      const floor = median(still.map((result) => result[key]));
      const ratio = value / floor;
      rows.push({
        group: 'load',
        name,
        value,
        unit: 'ms',
        floor,
        ratio,
        better: 'lower',
        target: '≤ 1.3× static page',
        met: ratio <= 1.3,
        note: `median of ${this.runs}; ${bound}`,
      });
    }
    rows.push(...criticalPath(app[0] as LoadResult));
    return rows;
  }

  /** §4: key press to the next screen, at 4× CPU slowdown; median of the runs. */
  async interactions(): Promise<BenchRow[]> {
    this.log(`bench: interactions, ${this.runs} runs each (4× CPU)…`);
    const state = await this.session(member);
    const measures: Record<
      'cancel' | 'signIn' | 'search',
      { times: number[]; busy: number[]; requests: Set<string> }
    > = {
      cancel: { times: [], busy: [], requests: new Set() },
      signIn: { times: [], busy: [], requests: new Set() },
      search: { times: [], busy: [], requests: new Set() },
    };
    for (let run = 0; run < this.runs; run++) {
      await this.interaction(
        measures.cancel,
        state,
        `${this.origin()}${listPath}`,
        async (page) => {
          const link = page.getByRole('link', { name: 'Cancel subscription' }).first();
          await link.focus();
          return { act: () => link.press('Enter'), until: { path: '/cancel', selector: 'h2' } };
        },
      );
      await this.interaction(measures.signIn, undefined, `${this.origin()}/`, async (page) => {
        const button = page.getByRole('banner').getByRole('button', { name: 'Sign in' });
        await button.focus();
        return {
          act: () => button.press('Enter'),
          until: { selector: '[role="dialog"]', text: 'Sign in' },
        };
      });
      await this.interaction(measures.search, undefined, `${this.origin()}/`, async (page) => {
        const box = page
          .getByRole('banner')
          .getByRole('combobox', { name: 'Search legal documents' });
        await box.focus();
        return {
          act: () => box.pressSequentially('lease'),
          until: { selector: '[role="listbox"] [role="option"]' },
        };
      });
    }
    const row = (name: string, key: keyof typeof measures, extra = ''): BenchRow => {
      const measure = measures[key];
      const value = median(measure.times);
      const requests = [...measure.requests];
      return {
        group: 'interaction',
        name,
        value,
        unit: 'ms',
        better: 'lower',
        target: '< 100 ms',
        met: value < 100,
        note: `median of ${measure.times.length}${extra}; main thread in long tasks during it: ${Math.round(median(measure.busy))} ms (median); requests during it: ${requests.join(', ') || 'none'}`,
      };
    };
    return [
      row('"Cancel subscription" → cancel screen', 'cancel'),
      row('"Sign in" → sign-in dialog (guest)', 'signIn'),
      row(
        'search typing → suggestions (after the debounce)',
        'search',
        `, ${searchDebounceMs} ms debounce subtracted, from the last keystroke`,
      ),
    ];
  }

  /**
   * One interaction in a fresh context (cold cache: lazy chunks are fetched, on loopback):
   * the page loads unthrottled, then the CPU is slowed 4× and the time from the last key
   * press to the frame in which `until` holds is read in the page.
   */
  async interaction(
    measure: { times: number[]; busy: number[]; requests: Set<string> },
    storageState: BrowserContextOptions['storageState'] | undefined,
    url: string,
    prepare: (page: Page) => Promise<{
      act: () => Promise<void>;
      until: { selector: string; path?: string; text?: string };
    }>,
  ): Promise<void> {
    const context = await this.browser.newContext({ ...desktop, storageState });
    const page = await context.newPage();
    try {
      await page.goto(url, { waitUntil: 'networkidle' });
      const { act, until } = await prepare(page);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      await page.evaluate(interactionProbe(until));
      const requests: string[] = [];
      page.on('request', (request) => requests.push(fileName(request.url())));
      await act();
      await page.waitForFunction(
        () => (window as unknown as { __interaction: { end: number } }).__interaction.end >= 0,
        undefined,
        { timeout: 30_000, polling: 50 },
      );
      const { start, end, longTasks } = await page.evaluate(
        () =>
          (
            window as unknown as {
              __interaction: { start: number; end: number; longTasks: [number, number][] };
            }
          ).__interaction,
      );
      // Main-thread time in long tasks (≥ 50 ms) that overlap the interaction.
      measure.busy.push(
        sum(
          longTasks.map(([at, duration]) =>
            Math.max(0, Math.min(at + duration, end) - Math.max(at, start)),
          ),
        ),
      );
      const debounce = until.selector.includes('listbox') ? searchDebounceMs : 0;
      measure.times.push(end - start - debounce);
      for (const request of requests) measure.requests.add(request);
    } finally {
      await context.close();
    }
  }
}

/** When the first screen's JS was in, the first API call started, the last one before the card ended. */
function explainLoad(result: LoadResult): string {
  const at = (epoch: number) => Math.round(epoch - result.timeOrigin);
  const cardAt = result.timeOrigin + result.card;
  const before = result.requests.filter((request) => request.start <= cardAt);
  const scripts = before.filter((request) => request.type === 'script');
  const api = before.filter((request) => isApi(request.url));
  const jsEnd = Math.max(...scripts.map((request) => request.end));
  const apiStart = Math.min(...api.map((request) => request.start));
  const apiEnd = Math.max(...api.map((request) => request.end));
  return `first run: document and ${scripts.length} scripts in by ${at(jsEnd)} ms, API calls ${at(apiStart)}–${at(apiEnd)} ms, card at ${Math.round(result.card)} ms`;
}

/** §3 from one throttled load: the API chain before the card, duplicates, the request count. */
function criticalPath(result: LoadResult): BenchRow[] {
  const cardAt = result.timeOrigin + result.card;
  const before = result.requests.filter((request) => request.start <= cardAt);
  const api: TimedRequest[] = before.filter((request) => isApi(request.url));
  const steps = sequentialSteps(api);
  const twice = duplicates(
    result.requests.map((request) => ({
      method: request.method,
      url: request.body ? `${request.url} ${request.body}` : request.url,
    })),
  );
  const apiNames = [...api]
    .sort((a, b) => a.start - b.start)
    .map(
      (request) =>
        `${new URL(request.url).pathname.replace(/^\/api\/[a-z-]+\/[a-z-]+\/(v1\/)?/, '')} ${Math.round(request.start - result.timeOrigin)}–${Math.round(request.end - result.timeOrigin)} ms`,
    )
    .join(', ');
  return [
    {
      group: 'network',
      name: 'sequential API round trips before the list',
      value: steps,
      unit: 'count',
      better: 'lower',
      target: '≤ 2',
      met: steps <= 2,
      note: `${api.length} API calls before the first card: ${apiNames}`,
    },
    {
      group: 'network',
      name: 'resources requested twice',
      value: twice.length,
      unit: 'count',
      better: 'lower',
      target: '0',
      met: twice.length === 0,
      ...(twice.length > 0 ? { note: twice.join(', ') } : {}),
    },
    {
      group: 'network',
      name: 'requests before the first card',
      value: before.length,
      unit: 'count',
      better: 'lower',
      note: `${result.requests.length} in all until the network is idle`,
    },
  ];
}

/**
 * What the first screen's JavaScript is made of: the app built once more (to memory) with a
 * plugin that reads each chunk's modules, grouped by npm package or src/ folder, gzip-sized one
 * module at a time (an upper bound: modules compress better together).
 */
export async function moduleBreakdown(log: (line: string) => void): Promise<string> {
  log('bench: module breakdown of the first screen (a second build, to memory)…');
  const { build } = await import('vite');
  const { filesOf, firstScreenKeys } = await import('../scripts/bundle-budget');
  const groups = new Map<string, number>();
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';
  const built = await build({
    configFile: path.join(root, 'app', 'vite.config.ts'),
    logLevel: 'silent',
    build: { write: false },
  });
  let manifestText = '';
  const chunks = new Map<string, Record<string, { code: string | null }>>();
  for (const output of [built].flat()) {
    if (!('output' in output)) continue;
    for (const item of output.output) {
      if (item.type === 'chunk') chunks.set(item.fileName, item.modules);
      else if (item.fileName.endsWith('manifest.json')) manifestText = String(item.source);
    }
  }
  if (!manifestText) return 'module breakdown unavailable (no manifest)';
  const manifest = JSON.parse(manifestText);
  const { js } = filesOf(manifest, firstScreenKeys(manifest));
  for (const file of js) {
    for (const [id, module] of Object.entries(chunks.get(file) ?? {})) {
      if (!module.code) continue;
      const pkg = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id)?.[1];
      const folder = /[\\/](src[\\/](?:[^\\/]+[\\/])?[^\\/]+)[\\/]/.exec(id)?.[1];
      const key = pkg ?? folder ?? path.basename(id);
      groups.set(key, (groups.get(key) ?? 0) + gzip(Buffer.from(module.code)));
    }
  }
  const top = [...groups]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([name, size]) => `${name} ${(size / 1000).toFixed(1)} kB`);
  return `Top modules by gzip (each alone): ${top.join(', ')}`;
}
