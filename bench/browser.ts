/**
 * The browser and bytes side of `npm run bench` (issue #14 §1–§4): the reference server on a
 * fresh embedded database, the built app, Debian's Chromium through Playwright; every figure
 * beside its floor measured in the same run and under the same throttling:
 * - bytes are what the browser received from the running server (its network log: bytes on
 *   the wire, compressed or not as the server sent them), beside the hello-world React build
 *   served by the same server from the same folder as the app, so it gets the same compression;
 * - load times beside a static snapshot of the same page, served by the same server;
 * - "ready to act" (issue #23): when the page's first control answers a press, beside the React
 *   floor's LCP (see `readyProbe`);
 * - for `/my-account/subscriptions/` (signed in) and the host page `/` of every brand.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type CDPSession,
  chromium,
  type Locator,
  type Page,
} from 'playwright';
import { chromiumArgs, chromiumPath } from '../scripts/chromium';
import { demoMembers, demoPassword } from '../server/db/seed';
import { endpoints } from '../src/platform/api/contract';
import type { BrandId } from '../tokens/types';
import {
  duplicates,
  encodingSummary,
  median,
  type NetworkEntry,
  sequentialSteps,
  transferredBy,
  uncompressed,
} from './analysis';
import type { BenchRow } from './figures';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** Each brand's host (Chromium resolves `*.localhost` to loopback), as in e2e/support. */
const brandHosts: Record<BrandId, string> = {
  main: 'main.localhost',
  'legal-contracts': 'contracts.localhost',
  'fr-legal': 'fr.localhost',
  'de-legal': 'de.localhost',
};
const brands = Object.keys(brandHosts) as BrandId[];

/**
 * Who is signed in on each brand: on the main brand the member of the main figures (several
 * subscriptions, US); on the others the first member seeded on that brand with a password whose
 * first subscription still renews, so its card has the "Cancel subscription" link that "ready to
 * act" presses (server/db/seed.ts seeds the fixture members on main only; de-legal's first
 * member's subscription is already cancelled).
 */
function memberOf(brand: BrandId): string {
  if (brand === 'main') return 'several@example.com';
  const who = demoMembers.find(({ brand: seededOn, fixture }) => {
    const first = fixture.subscriptions[0];
    return (
      seededOn === brand && fixture.user.hasPassword && first?.isActive && !first.cancelledDate
    );
  });
  if (!who) throw new Error(`no member with a password and a renewing plan is seeded on ${brand}`);
  return who.fixture.user.username;
}

/** The dashboard page of the main figures (signed in). */
const listPath = '/my-account/subscriptions/';

/** A page the bench loads, and what marks its first screen. */
interface PageSpec {
  key: 'account' | 'home';
  path: string;
  /** The element whose arrival ends the first screen (CSS selector). */
  marker: string;
  /** The marker in words, for row names and notes. */
  markerName: string;
  /**
   * What "ready to act" presses on this page and what answering that press looks like (see
   * `readyProbe`); none on the React floor.
   */
  act?: ActSpec;
}

/** The control "ready to act" presses, and the sign that the app answered the press. */
interface ActSpec {
  /** The control (CSS selector; the first match is pressed). */
  selector: string;
  /** The control in words, for row names and notes. */
  name: string;
  /** The press was answered once `location.pathname` includes this (a client-side navigation)… */
  path?: string;
  /** …or once an element matching this selector is in the document with a height. */
  shows?: string;
}
const pages: PageSpec[] = [
  {
    key: 'account',
    path: listPath,
    // A list item of the tab panel with a level-3 heading: the first subscription card.
    marker: '[role="tabpanel"] li h3',
    markerName: 'the first card',
    act: {
      // The first card's "Cancel subscription" link (by its address: the label is translated).
      selector: '[role="tabpanel"] li a[href*="/cancel"]',
      name: 'the first card\'s "Cancel subscription" link',
      path: '/cancel',
    },
  },
  {
    key: 'home',
    path: '/',
    // The shell's real header (its skeleton, shown while config and translations load, is not).
    marker: 'header:not([data-testid="header-skeleton"])',
    markerName: "the shell's header",
    act: {
      // The phone header's menu button (the bench's context is a 390 px phone): it opens the
      // menu dialog.
      selector: 'header button[aria-expanded]',
      name: "the header's menu button",
      shows: '[role="dialog"]',
    },
  },
];
/** The hello-world React floor, built into the served app folder (see runBrowserBench). */
const floorDir = 'bench-floor';
const floorPage: PageSpec = {
  key: 'home',
  path: `/my-account/${floorDir}/floor.html`,
  marker: 'h1',
  markerName: 'its heading',
};
/** How each floor is built (`bench/floor`): its Vite config and the served folder it goes to. */
const floorBuild = { config: 'vite.config.ts', dir: floorDir, html: 'floor.html' };
const interactionFloorBuild = {
  config: 'interactions.vite.config.ts',
  dir: 'bench-floor-interactions',
  html: 'interactions.html',
};
/**
 * The stack floor (`bench/floor/stack.tsx`): the libraries the first screen is built on, used
 * as it uses them, without the product. What a byte target below it is bounded by.
 */
const stackFloorBuild = {
  config: 'stack.vite.config.ts',
  dir: 'bench-floor-stack',
  html: 'stack.html',
};
const stackFloorPage: PageSpec = {
  key: 'home',
  path: `/my-account/${stackFloorBuild.dir}/${stackFloorBuild.html}`,
  marker: 'h1',
  markerName: 'its heading',
};
/** The interaction floor's page (`bench/floor/interactions.tsx`). */
const interactionFloorPath = `/my-account/${interactionFloorBuild.dir}/${interactionFloorBuild.html}`;
/** The static snapshot of `page` on `brand`, written into the served app folder. */
const staticName = (brand: BrandId, page: PageSpec) => `bench-static-${brand}-${page.key}`;
/** Page-shell §5: the site search waits this long after the last keystroke. */
const searchDebounceMs = 250;

/** A network and CPU profile of the load-time runs, applied through the DevTools protocol. */
export interface Throttling {
  label: string;
  /** `Network.emulateNetworkConditions`: latency in ms added to each request, bytes/s. */
  network: {
    offline: false;
    latency: number;
    downloadThroughput: number;
    uploadThroughput: number;
  };
  /** `Emulation.setCPUThrottlingRate`. */
  cpuSlowdown: number;
  /** In words, for notes. */
  summary: string;
}

/**
 * The profile of the load-time and bytes rows: Lighthouse's mobile profile ("mobileSlow4G",
 * lighthouse/core/config/constants.js), its simulated values applied as they are, which are the
 * values the issue's figures were measured with:
 *   rttMs 150             → latency 150 ms per request
 *   throughputKbps 1638.4 → 1638.4 × 1024 / 8 = 209,715 bytes/s down (1.6 Mbit/s)
 *   uploadThroughputKbps 750 → 750 × 1024 / 8 = 96,000 bytes/s up
 *   cpuSlowdownMultiplier 4 → 4× CPU slowdown
 * (bytes/s as Lighthouse converts kbps for the protocol: × 1024 / 8, rounded down).
 * This is not Lighthouse's own "devtools" throttling, which applies the same profile through
 * this protocol call as latency 150 × 3.75 = 562.5 ms and throughput × 0.9 (1474.56 kbps down,
 * 675 kbps up), because the protocol's latency is per request and not per packet; the
 * simulated values (per round trip) applied per request here are milder than that for a page
 * of many requests. They are the issue's numbers, so the figures compare with it.
 */
export const lighthouseMobile: Throttling = {
  label: 'Lighthouse mobile',
  network: {
    offline: false,
    latency: 150,
    downloadThroughput: Math.floor((1638.4 * 1024) / 8),
    uploadThroughput: Math.floor((750 * 1024) / 8),
  },
  cpuSlowdown: 4,
  summary: 'Lighthouse mobile: 150 ms per request, 1.6 Mbit/s down, 750 kbit/s up, 4× CPU',
};

/**
 * The bench's earlier profile, kept for the "(Fast 4G)" rows: Chrome DevTools' "Fast 4G"
 * preset (165 ms round trip, 9 Mbps down and 1.5 Mbps up, each × 0.9 as DevTools applies them),
 * with the same 4× CPU slowdown.
 */
export const fast4G: Throttling = {
  label: 'Fast 4G',
  network: {
    offline: false,
    latency: 165,
    downloadThroughput: (9_000_000 / 8) * 0.9,
    uploadThroughput: (1_500_000 / 8) * 0.9,
  },
  cpuSlowdown: 4,
  summary: 'DevTools Fast 4G: 165 ms, 8.1 Mbit/s down, 1.35 Mbit/s up, 4× CPU',
};
/** The CPU slowdown of the interaction rows. */
const cpuSlowdown = 4;
const mobile: BrowserContextOptions = {
  // Lighthouse's mobile user agent (a Moto G Power): with it Chromium also sends
  // `Sec-CH-UA-Mobile: ?1`, so the server renders the phone's page as it would for a phone
  // (server/render.ts assumedWidth); without it the server rendered the desktop page into the
  // 390 px window and the phone's layout came only after hydration.
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36',
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
 * Runs in every page before its own scripts: the time of the frame in which `marker` (the
 * first screen's element) is in the document, and the Largest Contentful Paint. A string, not
 * a function: tsx would wrap the function's inner functions in a `__name` helper the page does
 * not have.
 */
const pageProbe = (marker: string) => `(() => {
  const marker = ${JSON.stringify(marker)};
  const probe = { marker: -1, lcp: -1 };
  window.__bench = probe;
  const observer = new MutationObserver(function () {
    if (probe.marker >= 0 || document.querySelector(marker) === null) return;
    observer.disconnect();
    probe.marker = 0;
    requestAnimationFrame(function () { probe.marker = performance.now(); });
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

/**
 * "Ready to act" (issue #23), in the page's own terms: from navigation start, every 50 ms, the
 * first control matching `act.selector` is pressed (a `click` event dispatched on it, cancelable
 * and bubbling, `detail` 0: what an assistive technology's or a keyboard's activation sends,
 * handled by the same React and react-aria code as a tap) until the app takes a press; the
 * figure is the frame in which the answer shows: the client-side navigation to `act.path`
 * (`location.pathname` changed by the app's router, the document the same) or `act.shows` in
 * the document. What a member feels who presses as soon as the control is there and presses
 * again until it responds.
 *
 * A press the app did not take is not an answer. Before hydration a press on the card's
 * `<a href>` would make the browser load the cancel page in full: the Navigation API's
 * `navigate` event cancels every navigation to another document and counts the press refused,
 * so the run stays on its page and a full load never counts. (A `click` listener on `window`
 * did this before and missed some: when React cannot hydrate the pressed part at once, it stops
 * the click's propagation without cancelling it, and in the run of 2026-11-27 four of the
 * twenty dashboard loads left for the cancel page in full.) When the app takes the press, its
 * router link cancels the click itself: `dispatchEvent` answers false without the refusal;
 * pressing stops there. A button has no
 * default to cancel: it is pressed until its answer shows. `readyOnce` checks afterwards that
 * the document is still the one navigated to. Also recorded: when the control was first in the
 * document, when `<html data-hydrated>` was set (app/PageRoot.tsx), the presses made and
 * refused. A string, as `pageProbe`.
 */
const readyProbe = (act: ActSpec) => `(() => {
  const act = ${JSON.stringify(act)};
  const state = { present: -1, hydrated: -1, presses: 0, refused: 0, taken: -1, answered: -1, label: '' };
  window.__ready = state;
  new MutationObserver(function () {
    if (state.hydrated < 0 && document.documentElement && document.documentElement.dataset.hydrated)
      state.hydrated = performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
  function holds() {
    if (act.path) return location.pathname.includes(act.path);
    return [...document.querySelectorAll(act.shows)].some(function (element) {
      return element.getBoundingClientRect().height > 0;
    });
  }
  function frame() {
    if (holds()) state.answered = performance.now();
    else requestAnimationFrame(frame);
  }
  let refused = false;
  navigation.addEventListener('navigate', function (event) {
    if (event.destination.sameDocument || !event.cancelable) return;
    event.preventDefault();
    refused = true;
    state.refused++;
  });
  const timer = setInterval(function () {
    if (state.answered >= 0 || state.taken >= 0) { clearInterval(timer); return; }
    const control = document.querySelector(act.selector);
    if (!control) return;
    if (state.present < 0) {
      state.present = performance.now();
      state.label = control.getAttribute('aria-label') || (control.textContent || '').trim();
      requestAnimationFrame(frame);
    }
    state.presses++;
    refused = false;
    const press = new MouseEvent('click', { bubbles: true, cancelable: true, view: window, detail: 0 });
    const notCancelled = control.dispatchEvent(press);
    if (!notCancelled && !refused && state.taken < 0) state.taken = performance.now();
  }, 50);
})();`;

interface LoadResult {
  /** ms from navigation start to the frame with the page's marker; LCP likewise. */
  marker: number;
  lcp: number;
  /** performance.timeOrigin (epoch ms): request times are on the epoch clock. */
  timeOrigin: number;
  /** Every request of the load until the network was idle, from the browser's network log. */
  requests: NetworkEntry[];
  page: Page;
  context: BrowserContext;
}

/** What `readyProbe` recorded in one load: ms from navigation start (-1: never). */
interface ReadyResult {
  present: number;
  hydrated: number;
  presses: number;
  refused: number;
  taken: number;
  answered: number;
  /** The pressed control's label. */
  label: string;
  /** The address of the document at the end (a full page load would have changed it). */
  document: string;
}

/** The requests of a load that started before its marker's frame: its first screen. */
const firstScreen = (result: LoadResult) =>
  result.requests.filter((request) => request.start <= result.timeOrigin + result.marker);

/**
 * The browser's own network log of one page, read through the DevTools protocol: every
 * request the page made (failed and cancelled ones too, each hop of a redirect), its resource
 * type, its content-encoding and the bytes received for it (`Network.loadingFinished`'s
 * `encodedDataLength`: response headers and body as they came over the wire).
 */
async function networkLog(cdp: CDPSession): Promise<NetworkEntry[]> {
  const entries: NetworkEntry[] = [];
  const open = new Map<string, NetworkEntry & { offset: number }>();
  /** Protocol timestamps are seconds on a monotonic clock; `wallTime` gives its epoch offset. */
  const epoch = (entry: { offset: number }, timestamp: number) => timestamp * 1000 + entry.offset;
  const close = (id: string, at: number, patch: Partial<NetworkEntry>) => {
    const entry = open.get(id);
    if (!entry) return;
    Object.assign(entry, patch, { end: epoch(entry, at) });
    open.delete(id);
  };
  cdp.on('Network.requestWillBeSent', (event) => {
    if (!/^https?:/.test(event.request.url)) return;
    if (event.redirectResponse) {
      close(event.requestId, event.timestamp, {
        status: event.redirectResponse.status,
        encoding: headerOf(event.redirectResponse.headers, 'content-encoding'),
        transferred: event.redirectResponse.encodedDataLength,
      });
    }
    const postData =
      event.request.postData ??
      event.request.postDataEntries
        ?.map((part) => Buffer.from(part.bytes ?? '', 'base64').toString('utf8'))
        .join('');
    const entry = {
      url: event.request.url,
      method: event.request.method,
      ...(event.request.hasPostData || postData ? { body: postData ?? '' } : {}),
      type: (event.type ?? 'other').toLowerCase(),
      start: event.wallTime * 1000,
      end: -1,
      encoding: '',
      transferred: 0,
      offset: event.wallTime * 1000 - event.timestamp * 1000,
    };
    open.set(event.requestId, entry);
    entries.push(entry);
  });
  cdp.on('Network.responseReceived', (event) => {
    const entry = open.get(event.requestId);
    if (!entry) return;
    entry.status = event.response.status;
    entry.encoding = headerOf(event.response.headers, 'content-encoding');
    // What has come so far is the status line and the headers.
    entry.headerBytes = event.response.encodedDataLength;
    if (event.response.fromDiskCache || event.response.fromPrefetchCache) entry.fromCache = true;
  });
  cdp.on('Network.requestServedFromCache', (event) => {
    const entry = open.get(event.requestId);
    if (entry) entry.fromCache = true;
  });
  cdp.on('Network.loadingFinished', (event) => {
    close(event.requestId, event.timestamp, { transferred: event.encodedDataLength });
  });
  cdp.on('Network.loadingFailed', (event) => {
    close(event.requestId, event.timestamp, { failed: event.errorText });
  });
  await cdp.send('Network.enable');
  return entries;
}

/**
 * Waits until no request of `requests` (a page's network log) has been in flight, and none has
 * started, for `quietMs`; false if that did not happen within `timeoutMs`.
 */
async function networkIdle(
  requests: NetworkEntry[],
  quietMs = 500,
  timeoutMs = 120_000,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  let count = requests.length;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (requests.length !== count || requests.some((request) => request.end < 0)) {
      count = requests.length;
      quietSince = Date.now();
    } else if (Date.now() - quietSince >= quietMs) {
      return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

function headerOf(headers: Record<string, string>, name: string): string {
  const key = Object.keys(headers).find((header) => header.toLowerCase() === name);
  return key ? (headers[key] ?? '').trim().toLowerCase() : '';
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

/** gzip -9, only for the labelled per-module composition note (never a headline figure). */
const gzip = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const fileName = (url: string) => new URL(url).pathname.split('/').pop() ?? url;
const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * Which precompressed variants the product's build has beside its files (`.br`, `.gz`), so that
 * files the bench adds to the served folder (the React floor, the static snapshots) get the same
 * ones and the same server sends them the same way. Written as the build's own precompression
 * does (brotli quality 11, gzip level 9, only when smaller than the file).
 */
function precompressedVariants(appDir: string): string[] {
  const assets = readdirSync(path.join(appDir, 'assets'));
  return ['.br', '.gz'].filter((extension) =>
    assets.some((file) => file.endsWith(`.js${extension}`)),
  );
}

function precompressLike(variants: string[], files: string[]): void {
  for (const file of files) {
    const content = readFileSync(file);
    for (const variant of variants) {
      const packed =
        variant === '.br'
          ? brotliCompressSync(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            })
          : gzipSync(content, { level: 9 });
      if (packed.length < content.length) writeFileSync(`${file}${variant}`, packed);
    }
  }
}

/** Every file below `dir` whose name is compressible text (as the build precompresses). */
function textFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(?:js|css|html)$/.test(file))
    .map((file) => path.join(dir, file));
}

export interface BrowserBenchOptions {
  quick?: boolean;
  /** Which of 'bytes', 'load', 'network', 'ready', 'interaction' to measure (all by default). */
  parts?: (part: string) => boolean;
  log?: (line: string) => void;
}

/** §1–§4 of the issue, as rows. Builds the floor, starts the server and a browser, stops both. */
export async function runBrowserBench(options: BrowserBenchOptions = {}): Promise<BenchRow[]> {
  const log = options.log ?? ((line: string) => console.log(line));
  const wants = options.parts ?? (() => true);
  const runs = options.quick ? 2 : 5;
  const work = mkdtempSync(path.join(tmpdir(), 'ld-bench-'));
  const appDir = path.join(work, 'app');
  cpSync(path.join(root, 'dist', 'app'), appDir, { recursive: true });
  // The server's render (issue #23) is read from `ssr/` beside the served app folder
  // (server/render.ts rendererReader): without it every page is rendered in the browser. A link
  // to dist/ssr, not a copy: the render imports React and the rest from the repository's
  // node_modules, which Node finds from the link's real path.
  const ssrDir = path.join(root, 'dist', 'ssr');
  if (!existsSync(path.join(ssrDir, 'render.js')))
    throw new Error('dist/ssr/render.js is missing: build with node scripts/build-app.mjs');
  const ssrLink = path.join(work, 'ssr');
  symlinkSync(ssrDir, ssrLink, 'dir');
  const variants = precompressedVariants(appDir);

  // The floors are built into the served app folder under /my-account/, so the same server
  // sends them by the same route as the app's files, precompressed like them.
  log('bench: building the hello-world React floor, the stack floor and the interaction floor…');
  for (const floor of [floorBuild, stackFloorBuild, interactionFloorBuild]) {
    const out = path.join(appDir, floor.dir);
    execFileSync(
      process.execPath,
      [
        path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'),
        'build',
        '--config',
        path.join(root, 'bench', 'floor', floor.config),
        '--outDir',
        out,
        '--base',
        `/my-account/${floor.dir}/`,
        '--logLevel',
        'warn',
      ],
      { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    // Not `index.html`: the server answers `…/index.html` under /my-account/ with the app's page.
    if (floor.html === 'floor.html') {
      renameSync(path.join(out, 'index.html'), path.join(out, floor.html));
    }
    rmSync(path.join(out, '.vite'), { recursive: true, force: true });
    precompressLike(variants, textFiles(out));
  }

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
    const bench = new Bench(browser, port, appDir, variants, log);
    const rows: BenchRow[] = [];
    if (wants('bytes') || wants('load') || wants('network') || wants('ready')) {
      // Bytes and the network need one load of each page; times need the runs and the floor;
      // "ready to act" its own runs and the React floor's LCP.
      const loadRuns = wants('load') ? runs : wants('bytes') || wants('network') ? 1 : 0;
      const loads = await bench.pages(loadRuns, wants('load'), wants('bytes'), {
        readyRuns: wants('ready') ? runs : 0,
      });
      rows.push(...loads.filter((row) => wants(row.group)));
    }
    if (wants('interaction')) rows.push(...(await bench.interactions(runs)));
    return rows;
  } finally {
    await browser?.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => {
      if (server.exitCode !== null) resolve(undefined);
      else server.once('exit', resolve);
      setTimeout(resolve, 5_000);
    });
    unlinkSync(ssrLink);
    rmSync(work, { recursive: true, force: true });
  }
}

/** One interaction's runs: times, main-thread time in long tasks, the requests it made. */
interface Measure {
  times: number[];
  busy: number[];
  requests: Set<string>;
}

/** The loads of one page on one brand: the product's, its static floor's, and the React floor. */
interface Measured {
  brand: BrandId;
  page: PageSpec;
  product: LoadResult[];
  still: LoadResult[];
  /** Fast 4G runs (main brand only). */
  product4G: LoadResult[];
  still4G: LoadResult[];
  /** The unthrottled first load, of which the static snapshot was taken. */
  warm: LoadResult;
  /** "Ready to act" loads (Lighthouse mobile). */
  ready: ReadyResult[];
  /** Ready-to-act loads that failed twice (the press never answered, or a full page load). */
  readyFailures: string[];
  /** Whether the page's `act` control was there once the unthrottled load had settled. */
  actable: boolean;
}

class Bench {
  /** Loads that failed once and were measured again, with why (logged, and noted on the load rows). */
  readonly retried: string[] = [];
  private clientCounter = 1;
  private readonly sessions = new Map<string, BrowserContextOptions['storageState']>();

  constructor(
    private readonly browser: Browser,
    private readonly port: number,
    private readonly appDir: string,
    private readonly variants: string[],
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
   * One cold load (fresh context: empty cache) of `url` until `marker` is in the document and
   * the network is idle, with the browser's network log. `throttling`: that CPU slowdown and
   * network from the first byte.
   */
  async loadOnce(
    url: string,
    marker: string,
    {
      storageState,
      throttling,
    }: { storageState?: BrowserContextOptions['storageState']; throttling?: Throttling } = {},
  ): Promise<LoadResult> {
    const context = await this.browser.newContext({ ...mobile, storageState });
    try {
      await context.addInitScript({ content: pageProbe(marker) });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      const requests = await networkLog(cdp);
      if (throttling) {
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling.cpuSlowdown });
        await cdp.send('Network.emulateNetworkConditions', throttling.network);
      }
      // What a failed load had: every request with its state, and how far the document got.
      const failure = async (what: string, error: unknown) => {
        const state = await Promise.race([
          page.evaluate(() => document.readyState).catch(() => 'unknown'),
          new Promise((resolve) => setTimeout(() => resolve('no answer'), 5_000)),
        ]);
        const seen = requests.map(
          (request) =>
            `${request.type} ${request.status ?? '-'} ${request.end < 0 ? 'UNFINISHED' : (request.failed ?? 'done')} ${new URL(request.url).pathname}`,
        );
        return new Error(
          `${url}${throttling ? ` (${throttling.label})` : ''}: ${what}; document.readyState ${state}; ${requests.length} requests: ${seen.join(', ') || 'none'}`,
          { cause: error },
        );
      };
      // Neither the load event nor Playwright's own idle state is waited for: what is measured
      // is the marker's frame and LCP, read once the page's network log has been idle.
      await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
      try {
        await page.waitForFunction(
          () => (window as unknown as { __bench: { marker: number } }).__bench.marker > 0,
          undefined,
          { timeout: 90_000, polling: 50 },
        );
      } catch (error) {
        const dump = path.join(tmpdir(), 'ld-bench-failed.html');
        writeFileSync(dump, await page.content().catch(() => ''));
        throw await failure(`no ${marker} (page written to ${dump})`, error);
      }
      if (!(await networkIdle(requests))) {
        throw await failure('the network never went idle', undefined);
      }
      const probe = await page.evaluate(() => ({
        ...(window as unknown as { __bench: { marker: number; lcp: number } }).__bench,
        timeOrigin: performance.timeOrigin,
      }));
      if (throttling) {
        // The protocol's throttling must have applied: the document took at least its latency.
        const document = requests.find((request) => request.type === 'document');
        if (document && document.end - document.start < throttling.network.latency * 0.9)
          throw new Error(
            `${throttling.label} throttling did not apply: ${url} arrived in ${Math.round(document.end - document.start)} ms`,
          );
      }
      return { ...probe, requests, page, context };
    } catch (error) {
      await context.close().catch(() => undefined);
      throw error;
    }
  }

  /**
   * `loadOnce`, tried a second time when it fails (a load that hangs on a busy machine would
   * otherwise end the whole run); a second failure ends the part. Every retry is reported.
   */
  async load(...args: Parameters<Bench['loadOnce']>): Promise<LoadResult> {
    try {
      return await this.loadOnce(...args);
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      this.retried.push(why);
      this.log(`bench: load failed, measuring it again: ${why}`);
      return await this.loadOnce(...args);
    }
  }

  /**
   * One cold, throttled load of `url` measured for "ready to act" alone (a load of its own: the
   * presses and the screen they open would otherwise end or move the LCP of the load rows and
   * add the next screen's requests to their network log). Fails when no press was answered
   * within 90 s or the document is no longer the one navigated to (a full page load).
   */
  async readyOnce(
    url: string,
    act: ActSpec,
    storageState: BrowserContextOptions['storageState'],
    throttling: Throttling,
  ): Promise<ReadyResult> {
    const context = await this.browser.newContext({ ...mobile, storageState });
    try {
      await context.addInitScript({ content: readyProbe(act) });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling.cpuSlowdown });
      await cdp.send('Network.emulateNetworkConditions', throttling.network);
      await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
      const read = () =>
        page.evaluate(() => ({
          ...(window as unknown as { __ready: Omit<ReadyResult, 'document'> }).__ready,
          document: (performance.getEntriesByType('navigation')[0] as PerformanceEntry).name,
        }));
      try {
        await page.waitForFunction(
          () => (window as unknown as { __ready: { answered: number } }).__ready.answered >= 0,
          undefined,
          { timeout: 90_000, polling: 50 },
        );
      } catch (error) {
        const seen = await read().catch(() => undefined);
        throw new Error(
          `${url} (${throttling.label}): ${act.name} never answered a press within 90 s: ${JSON.stringify(seen)}`,
          { cause: error },
        );
      }
      const result = await read();
      if (result.document !== url)
        throw new Error(`${url}: the press loaded another document (${result.document})`);
      return result;
    } finally {
      await context.close().catch(() => undefined);
    }
  }

  /**
   * The static floor of a page: the page as it stands once loaded, scripts left out, its inline
   * `style` attributes moved to a stylesheet (the server's CSP allows no inline style), written
   * into the served app folder (precompressed like the app's files) so the same server sends it
   * from the same host.
   */
  async snapshot(page: Page, name: string): Promise<void> {
    const { html, css } = await page.evaluate((stylesheet) => {
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
      link.href = stylesheet;
      copy.querySelector('head')?.append(link);
      return { html: `<!doctype html>\n${copy.outerHTML}`, css: rules.join('\n') };
    }, `/my-account/${name}.css`);
    const files = [path.join(this.appDir, `${name}.html`), path.join(this.appDir, `${name}.css`)];
    writeFileSync(files[0] as string, html);
    writeFileSync(files[1] as string, css);
    precompressLike(this.variants, files);
  }

  /**
   * §1–§3 for both pages on every brand: an unthrottled load of each (its static snapshot and
   * the brand check), then `runs` rounds of throttled cold loads, the product and its static
   * floor alternated; the React floor once per brand under the same throttling; Fast 4G rounds
   * on the main brand. `times`: whether the load-time rows are wanted (else one round, no
   * static floor); `composition`: whether a missed JS target gets the per-module note (a
   * second build); `readyRuns`: that many "ready to act" loads of each page (Lighthouse mobile),
   * after the other rounds. `runs` 0: no product rounds (only "ready to act").
   */
  async pages(
    runs: number,
    times: boolean,
    composition: boolean,
    { readyRuns = 0 }: { readyRuns?: number } = {},
  ): Promise<BenchRow[]> {
    const measured: Measured[] = [];
    const states = new Map<BrandId, BrowserContextOptions['storageState']>();
    this.log('bench: first loads (unthrottled) and static snapshots of each page…');
    for (const brand of brands) {
      const state = await this.session(memberOf(brand), brand);
      states.set(brand, state);
      for (const page of pages) {
        const warm = await this.load(`${this.origin(brand)}${page.path}`, page.marker, {
          storageState: state,
        });
        if (times) await this.snapshot(warm.page, staticName(brand, page));
        const actable = page.act ? (await warm.page.locator(page.act.selector).count()) > 0 : false;
        await warm.context.close();
        measured.push({
          brand,
          page,
          product: [],
          still: [],
          product4G: [],
          still4G: [],
          warm,
          ready: [],
          readyFailures: [],
          actable,
        });
      }
    }
    // Each brand's floor is its load of median LCP: one load's LCP varied from 1.3 to 2.2 s
    // between two runs of the same code, and "ready to act" is a ratio to it.
    const floors = new Map<BrandId, LoadResult>();
    const floorRuns = Math.max(1, readyRuns);
    this.log(
      `bench: the React floor on each brand, ${floorRuns} loads each (${lighthouseMobile.summary})…`,
    );
    for (const brand of brands) {
      const loads: LoadResult[] = [];
      for (let run = 0; run < floorRuns; run++) {
        const floor = await this.load(`${this.origin(brand)}${floorPage.path}`, floorPage.marker, {
          storageState: states.get(brand),
          throttling: lighthouseMobile,
        });
        await floor.context.close();
        loads.push(floor);
      }
      const byLcp = [...loads].sort((a, b) => a.lcp - b.lcp);
      floors.set(brand, byLcp[Math.floor((byLcp.length - 1) / 2)] as LoadResult);
    }
    const stackFloors: LoadResult[] = [];
    this.log(`bench: the stack floor on each brand (${lighthouseMobile.summary})…`);
    for (const brand of brands) {
      const stack = await this.load(
        `${this.origin(brand)}${stackFloorPage.path}`,
        stackFloorPage.marker,
        {
          storageState: states.get(brand),
          throttling: lighthouseMobile,
        },
      );
      await stack.context.close();
      stackFloors.push(stack);
    }
    const round = async (entry: Measured, throttling: Throttling, fast: boolean) => {
      const state = states.get(entry.brand);
      const product = await this.load(
        `${this.origin(entry.brand)}${entry.page.path}`,
        entry.page.marker,
        { storageState: state, throttling },
      );
      await product.context.close();
      (fast ? entry.product4G : entry.product).push(product);
      if (!times) return;
      const still = await this.load(
        `${this.origin(entry.brand)}/my-account/${staticName(entry.brand, entry.page)}.html`,
        entry.page.marker,
        { storageState: state, throttling },
      );
      await still.context.close();
      (fast ? entry.still4G : entry.still).push(still);
    };
    for (let run = 0; run < runs; run++) {
      this.log(
        `bench: round ${run + 1} of ${runs}: ${measured.length} pages${times ? ' and their static floors' : ''} (${lighthouseMobile.summary})…`,
      );
      for (const entry of measured) await round(entry, lighthouseMobile, false);
    }
    if (times) {
      this.log(`bench: ${runs} rounds on the main brand (${fast4G.summary})…`);
      for (let run = 0; run < runs; run++) {
        for (const entry of measured.filter((m) => m.brand === 'main')) {
          await round(entry, fast4G, true);
        }
      }
    }
    for (let run = 0; run < readyRuns; run++) {
      this.log(
        `bench: ready to act, round ${run + 1} of ${readyRuns}: ${measured.length} pages (${lighthouseMobile.summary})…`,
      );
      for (const entry of measured) {
        const { act } = entry.page;
        if (!act || !entry.actable) continue;
        const args = [
          `${this.origin(entry.brand)}${entry.page.path}`,
          act,
          states.get(entry.brand),
          lighthouseMobile,
        ] as const;
        try {
          entry.ready.push(await this.readyOnce(...args));
        } catch (error) {
          const why = error instanceof Error ? error.message : String(error);
          this.retried.push(why);
          this.log(`bench: ready-to-act load failed, measuring it again: ${why}`);
          try {
            entry.ready.push(await this.readyOnce(...args));
          } catch (again) {
            // A miss of this page, reported in its row; the other pages are still measured.
            const reason = again instanceof Error ? again.message : String(again);
            entry.readyFailures.push(reason);
            this.log(`bench: ready-to-act load failed twice, recorded as a miss: ${reason}`);
          }
        }
      }
    }
    const rows: BenchRow[] = [];
    if (runs > 0) {
      for (const entry of measured) {
        rows.push(...bytesRows(entry, floors.get(entry.brand) as LoadResult));
      }
      rows.push(stackFloorRow(stackFloors[0] as LoadResult, floors.get('main') as LoadResult));
      rows.push(compressionRow(measured, floors));
      rows.push(...this.brandRows(measured));
    }
    const missed = rows.find((row) => row.group === 'bytes' && row.met === false);
    if (composition && missed?.name.includes('JS')) {
      const files = (missed.responses ?? []).map((response) => response.file);
      missed.note = `${missed.note}. Composition note, not a measured figure: ${await moduleBreakdown(files, this.log)}`;
    }
    if (times) for (const entry of measured) rows.push(...loadRows(entry));
    if (readyRuns > 0) {
      for (const entry of measured) {
        if (entry.page.act) rows.push(readyRow(entry, floors.get(entry.brand) as LoadResult));
      }
      rows.push(stackReadyRow(stackFloors, [...floors.values()]));
    }
    if (this.retried.length > 0) {
      for (const row of rows.filter((each) => each.group === 'load' || each.group === 'ready')) {
        row.note = `${row.note}; ${this.retried.length} load(s) of this run measured again after: ${this.retried.join(' | ')}`;
      }
    }
    if (runs > 0) for (const entry of measured) rows.push(...networkRows(entry));
    return rows;
  }

  /** §1 per brand: a member of each brand loads only that brand's CSS and fonts, on both pages. */
  brandRows(measured: Measured[]): BenchRow[] {
    const manifest = JSON.parse(
      readFileSync(path.join(this.appDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, { file: string; css?: string[] }>;
    /** Each brand's own CSS files and the font files they name. */
    const own = new Map(
      brands.map((brand) => {
        const chunk = manifest[`../src/theme/brands/${brand}.ts`];
        const css = (chunk?.css ?? []).map((file) => file.split('/').pop() as string);
        const fonts = css.flatMap((file) => {
          const sheet = path.join(this.appDir, 'assets', file);
          if (!existsSync(sheet)) return [];
          return [...readFileSync(sheet, 'utf8').matchAll(/url\(([^)]+\.woff2?)\)/g)].map(
            (match) => (match[1] as string).split('/').pop() as string,
          );
        });
        return [brand, new Set([...css, ...fonts])];
      }),
    );
    return brands.map((brand) => {
      const loaded = measured
        .filter((entry) => entry.brand === brand)
        .flatMap((entry) => entry.warm.requests)
        .filter((request) => request.type === 'stylesheet' || request.type === 'font')
        .map((request) => fileName(request.url));
      const mine = own.get(brand) ?? new Set<string>();
      const foreign = [
        ...new Set(
          loaded.filter(
            (file) =>
              !mine.has(file) &&
              brands.some((other) => other !== brand && own.get(other)?.has(file)),
          ),
        ),
      ];
      const fonts = [...new Set(loaded.filter((file) => /\.woff2?$/.test(file)))];
      return {
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
            : `both pages; fonts: ${fonts.join(', ') || 'none'}`,
      } satisfies BenchRow;
    });
  }

  /**
   * §4: key press to the next screen, at 4× CPU slowdown; median of the runs. Each beside its
   * floor: the same interaction of React, React Router and react-aria-components alone
   * (`bench/floor/interactions.tsx`), measured the same way in the same runs.
   */
  async interactions(runs: number): Promise<BenchRow[]> {
    this.log(`bench: interactions and their floors, ${runs} runs each (4× CPU)…`);
    const state = await this.session(memberOf('main'));
    type Key = 'cancel' | 'signIn' | 'search';
    const newMeasure = (): Measure => ({ times: [], busy: [], requests: new Set() });
    const measures: Record<Key, { product: Measure; floor: Measure }> = {
      cancel: { product: newMeasure(), floor: newMeasure() },
      signIn: { product: newMeasure(), floor: newMeasure() },
      search: { product: newMeasure(), floor: newMeasure() },
    };
    const floorUrl = `${this.origin()}${interactionFloorPath}`;
    const cancel = (within: (page: Page) => Locator) => async (page: Page) => {
      const link = within(page).getByRole('link', { name: 'Cancel subscription' }).first();
      await link.focus();
      return { act: () => link.press('Enter'), until: { path: '/cancel', selector: 'h2' } };
    };
    const signIn = (within: (page: Page) => Locator) => async (page: Page) => {
      const button = within(page).getByRole('button', { name: 'Sign in' });
      await button.focus();
      return {
        act: () => button.press('Enter'),
        until: { selector: '[role="dialog"]', text: 'Sign in' },
      };
    };
    const search = (within: (page: Page) => Locator) => async (page: Page) => {
      const box = within(page).getByRole('combobox', { name: 'Search legal documents' });
      await box.focus();
      return {
        act: () => box.pressSequentially('lease'),
        until: { selector: '[role="listbox"] [role="option"]' },
      };
    };
    const whole = (page: Page) => page.locator('body');
    const banner = (page: Page) => page.getByRole('banner');
    // Each interaction on the product, then the same one on the floor, in every run.
    const cases: {
      key: Key;
      url: string;
      storageState?: BrowserContextOptions['storageState'];
      prepare: Parameters<Bench['interaction']>[3];
    }[] = [
      {
        key: 'cancel',
        url: `${this.origin()}${listPath}`,
        storageState: state,
        prepare: cancel(whole),
      },
      { key: 'signIn', url: `${this.origin()}/`, prepare: signIn(banner) },
      { key: 'search', url: `${this.origin()}/`, prepare: search(banner) },
    ];
    for (let run = 0; run < runs; run++) {
      for (const { key, url, storageState, prepare } of cases) {
        await this.interaction(measures[key].product, storageState, url, prepare);
        await this.interaction(measures[key].floor, undefined, floorUrl, prepare);
      }
    }
    const row = (name: string, key: Key, extra = ''): BenchRow => {
      const { product, floor } = measures[key];
      const value = median(product.times);
      const floorValue = median(floor.times);
      const requests = [...product.requests];
      return {
        group: 'interaction',
        name,
        value,
        unit: 'ms',
        better: 'lower',
        floor: floorValue,
        ratio: value / floorValue,
        target: '< 100 ms',
        met: value < 100,
        note: `median of ${product.times.length}${extra}; main thread in long tasks during it: ${Math.round(median(product.busy))} ms (median); requests during it: ${requests.join(', ') || 'none'}; floor: the same interaction of React, React Router and react-aria-components alone (bench/floor/interactions.tsx), ${Math.round(floorValue)} ms, long tasks ${Math.round(median(floor.busy))} ms`,
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
    measure: Measure,
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

const labelOf = ({ brand, page }: Pick<Measured, 'brand' | 'page'>) => `${brand} ${page.path}`;

/** The smallest and largest of `values` when they differ, e.g. ' (runs: 310.2–312.9 kB)'. */
function spread(values: number[]): string {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? '' : ` (runs: ${kB(low)}–${kB(high)})`;
}

/** The responses of one resource type in `requests`, as a row lists them. */
const responsesOf = (requests: NetworkEntry[], type: string) =>
  requests
    .filter((request) => request.type === type)
    .map((request) => ({
      file: fileName(request.url),
      encoding: request.encoding,
      transferred: request.transferred,
    }));

/**
 * §1: what the first screen of a page transferred (requests started before its marker's
 * frame), median of the throttled runs, beside the React floor served by the same server on
 * the same host and loaded the same way.
 */
function bytesRows(entry: Measured, floor: LoadResult): BenchRow[] {
  const label = labelOf(entry);
  const screens = entry.product.map(firstScreen);
  const sizes = screens.map(transferredBy);
  const first = screens[0] as NetworkEntry[];
  const floorScreen = firstScreen(floor);
  const floorSizes = transferredBy(floorScreen);
  const whole = transferredBy((entry.product[0] as LoadResult).requests);
  const of = (type: string) => first.filter((request) => request.type === type);
  const responses = (type: string) => responsesOf(first, type);
  const figure = (key: keyof ReturnType<typeof transferredBy>) => ({
    value: median(sizes.map((size) => size[key])),
    runs: spread(sizes.map((size) => size[key])),
  });
  // A fair floor is sent the way the product is: the same encodings on the same kind of file.
  const productEncodings = new Set(of('script').map((request) => request.encoding || 'none'));
  const floorEncodings = new Set(
    floorScreen
      .filter((request) => request.type === 'script')
      .map((request) => request.encoding || 'none'),
  );
  const unfair = [...floorEncodings].some((encoding) => !productEncodings.has(encoding))
    ? `; FLOOR NOT SENT LIKE THE PRODUCT: product scripts ${[...productEncodings].join('/')}, floor scripts ${[...floorEncodings].join('/')}`
    : '';
  const runs = `median of ${entry.product.length} (${lighthouseMobile.label})`;
  const js = figure('js');
  const jsRatio = js.value / floorSizes.js;
  const largest = of('script')
    .sort((a, b) => b.transferred - a.transferred)
    .slice(0, 4)
    .map((request) => `${fileName(request.url)} ${kB(request.transferred)}`)
    .join(', ');
  const css = figure('css');
  const fonts = figure('fonts');
  const total = figure('total');
  return [
    {
      group: 'bytes',
      name: `${label}: first-screen JS transferred`,
      value: js.value,
      unit: 'B',
      floor: floorSizes.js,
      ratio: jsRatio,
      better: 'lower',
      // Issue #23's target (issue #14's was 3×).
      target: '≤ 2× React floor',
      met: jsRatio <= 2,
      note: `${of('script').length} scripts before ${entry.page.markerName}, ${runs}${js.runs}; encodings: ${encodingSummary(first, ['script'])}; largest: ${largest}; React floor: ${encodingSummary(floorScreen, ['script'])}${unfair}; the whole load until the network is idle: ${kB(whole.js)} JS`,
      responses: responses('script'),
    },
    {
      group: 'bytes',
      name: `${label}: first-screen CSS transferred`,
      value: css.value,
      unit: 'B',
      better: 'lower',
      note: `${of('stylesheet').length} stylesheets, ${runs}${css.runs}; encodings: ${encodingSummary(first, ['stylesheet'])}; no floor (the React floor has no CSS)`,
      responses: responses('stylesheet'),
    },
    {
      group: 'bytes',
      name: `${label}: first-screen fonts transferred`,
      value: fonts.value,
      unit: 'B',
      better: 'lower',
      note: `${of('font').length} fonts before ${entry.page.markerName}, ${runs}${fonts.runs}; ${kB(whole.fonts)} of fonts in the whole load; no floor (the React floor has no fonts)`,
      responses: responses('font'),
    },
    {
      group: 'bytes',
      name: `${label}: first-screen total transferred`,
      value: total.value,
      unit: 'B',
      floor: floorSizes.total,
      ratio: total.value / floorSizes.total,
      better: 'lower',
      note: `${first.length} requests before ${entry.page.markerName}, ${runs}${total.runs}; document ${encodingSummary(first, ['document'])}; the whole load until the network is idle: ${kB(whole.total)} in ${(entry.product[0] as LoadResult).requests.length} requests; React floor: ${floorScreen.map((request) => `${request.type} ${kB(request.transferred)}`).join(', ')}`,
    },
  ];
}

/**
 * The stack floor's first-screen JavaScript beside the React floor's, both as transferred in
 * the same run: the share of the product's first-screen bytes that the chosen libraries alone
 * take, so a byte target below this ratio is out of reach of the product's own code.
 */
function stackFloorRow(stack: LoadResult, floor: LoadResult): BenchRow {
  const screen = firstScreen(stack);
  const js = transferredBy(screen).js;
  const floorJs = transferredBy(firstScreen(floor)).js;
  return {
    group: 'bytes',
    name: 'the stack alone (bench/floor/stack.tsx): first-screen JS transferred',
    value: js,
    unit: 'B',
    floor: floorJs,
    ratio: js / floorJs,
    better: 'lower',
    note: `one load (${lighthouseMobile.label}); encodings: ${encodingSummary(screen, ['script'])}; React, React Router's data router, react-aria-components, i18next, Jotai, ky and valibot, each used as the product's first screen uses it, nothing of the product (no vanilla-extract runtime, fewer valibot schemas): a lower bound of what the libraries take in the product's first screen; no target (a bound for the rows above)`,
    responses: responsesOf(screen, 'script'),
  };
}

/**
 * When the stack floor's page is in and answers: a client render of a small page from the
 * same libraries, so its heading and its handlers arrive in the same frame, once its scripts
 * have arrived and run. A page built on these libraries cannot take a press sooner, however it
 * is rendered: what a "ready to act" target below it is bounded by.
 */
function stackReadyRow(stack: LoadResult[], floors: LoadResult[]): BenchRow {
  const value = median(stack.map((load) => load.marker));
  const floor = median(floors.map((load) => load.lcp));
  return {
    group: 'ready',
    name: 'the stack alone (bench/floor/stack.tsx): rendered and answering',
    value,
    unit: 'ms',
    floor,
    ratio: value / floor,
    better: 'lower',
    note: `median of ${stack.length} loads, one per brand's host (${lighthouseMobile.label}): ${stack.map((load) => Math.round(load.marker)).join(', ')} ms; floor: the React floor's LCP, median of the same hosts; no target (a bound for the rows above)`,
  };
}

/**
 * Scripts and stylesheets of every first screen measured (product, static and React floors)
 * that came without a content-encoding: 0 once the server compresses what it sends.
 */
function compressionRow(measured: Measured[], floors: Map<BrandId, LoadResult>): BenchRow {
  const loads = [
    ...measured.flatMap((entry) => [entry.product[0], entry.still[0]]),
    ...floors.values(),
  ].filter((load): load is LoadResult => load !== undefined);
  const seen = loads.flatMap(firstScreen);
  const plain = [...new Set(uncompressed(seen).map((request) => new URL(request.url).pathname))];
  return {
    group: 'bytes',
    name: 'first-screen scripts and stylesheets sent uncompressed (≥ 1 kB)',
    value: plain.length,
    unit: 'count',
    better: 'lower',
    target: '0',
    met: plain.length === 0,
    note: `content-encoding of the first screens' scripts and stylesheets: ${encodingSummary(seen)}; documents: ${encodingSummary(seen, ['document'])}${plain.length > 0 ? `; uncompressed: ${plain.join(', ')}` : ''}`,
  };
}

/** §2: the page's marker and LCP under each profile, beside its static snapshot's. */
function loadRows(entry: Measured): BenchRow[] {
  const label = labelOf(entry);
  const markerFigure =
    entry.page.key === 'account' ? 'time to first subscription card' : "time to the shell's header";
  const rows: BenchRow[] = [];
  const profiles = [
    { throttling: lighthouseMobile, product: entry.product, still: entry.still, suffix: '' },
    { throttling: fast4G, product: entry.product4G, still: entry.still4G, suffix: ' (Fast 4G)' },
  ];
  for (const { throttling, product, still, suffix } of profiles) {
    if (product.length === 0 || still.length === 0) continue;
    for (const [name, key] of [
      [markerFigure, 'marker'],
      ['LCP', 'lcp'],
    ] as const) {
      const times = (loads: LoadResult[]) =>
        median(loads.map((load) => load[key]).filter((time) => time >= 0));
      const value = times(product);
      const floor = times(still);
      const ratio = value / floor;
      // The issue's targets are on the Lighthouse profile; Fast 4G rows are for comparison.
      const targeted = suffix === '' && (key === 'lcp' || entry.page.key === 'account');
      rows.push({
        group: 'load',
        name: `${label}: ${name}${suffix}`,
        value,
        unit: 'ms',
        floor,
        ratio,
        better: 'lower',
        ...(targeted ? { target: '≤ 1.3× static page', met: ratio <= 1.3 } : {}),
        note: `median of ${product.length}, ${throttling.summary}; floor: the page's static snapshot, same server and profile; ${explainLoad(product[0] as LoadResult, entry.page)}`,
      });
    }
  }
  return rows;
}

/**
 * Issue #23: "ready to act", the frame in which the page's control answered a press (see
 * `readyProbe`), median of the runs, beside the React floor's LCP on the same brand and profile
 * (the floor is ready when it has painted: it has nothing to hydrate but its heading).
 */
function readyRow(entry: Measured, floor: LoadResult): BenchRow {
  const act = entry.page.act as ActSpec;
  const failed = entry.readyFailures.length;
  const failures =
    failed > 0 ? `; FAILED loads: ${failed} (${entry.readyFailures.join(' | ')})` : '';
  const base = {
    group: 'ready',
    name: `${labelOf(entry)}: ready to act (${act.name} answers a press)`,
    unit: 'ms',
    floor: floor.lcp,
    better: 'lower',
    target: '≤ 2× React floor LCP',
  } satisfies Partial<BenchRow>;
  if (entry.ready.length === 0 && failed > 0) {
    return { ...base, value: Number.NaN, met: false, note: `every load failed${failures}` };
  }
  if (entry.ready.length === 0) {
    // Not a miss: nothing to press (e.g. the de member's only subscription is cancelled: its
    // card offers "Reactivate", which would change the data, and no cancel link).
    return {
      ...base,
      value: Number.NaN,
      note: `NOT MEASURED: no ${act.name} (${act.selector}) on this page for this brand's member once loaded`,
    };
  }
  const value = median(entry.ready.map((run) => run.answered));
  const ratio = value / floor.lcp;
  const ms = (values: number[]) => values.map((time) => Math.round(time)).join(', ');
  const first = entry.ready[0] as ReadyResult;
  return {
    ...base,
    value,
    ratio,
    // A load whose press was never taken is a miss, whatever the others' median.
    met: ratio <= 2 && failed === 0,
    note: `median of ${entry.ready.length}${failures}, ${lighthouseMobile.summary}; pressed "${first.label}" every 50 ms from its arrival until the app took a press; answered at ${ms(entry.ready.map((run) => run.answered))} ms (${act.path ? `client-side navigation to …${act.path}` : `${act.shows} shown`}); the control in the document at ${ms(entry.ready.map((run) => run.present))} ms; hydrated at ${ms(entry.ready.map((run) => run.hydrated))} ms; ${act.path ? `press taken at ${ms(entry.ready.map((run) => run.taken))} ms; ` : ''}presses ${entry.ready.map((run) => run.presses).join(', ')}, of which refused (a full page load, cancelled) ${entry.ready.map((run) => run.refused).join(', ')}; floor: the React floor's LCP, median of as many loads, same profile`,
  };
}

/** When the first screen's JS was in, the first API call started, the last one before the marker ended. */
function explainLoad(result: LoadResult, page: PageSpec): string {
  const at = (epoch: number) => Math.round(epoch - result.timeOrigin);
  const before = firstScreen(result);
  const scripts = before.filter((request) => request.type === 'script');
  const api = before.filter((request) => isApi(request.url));
  const jsEnd = Math.max(...scripts.map((request) => request.end));
  const apiTimes =
    api.length > 0
      ? `API calls ${at(Math.min(...api.map((request) => request.start)))}–${at(Math.max(...api.map((request) => request.end)))} ms`
      : 'no API call';
  return `first run: document and ${scripts.length} scripts in by ${at(jsEnd)} ms, ${apiTimes}, ${page.markerName} at ${Math.round(result.marker)} ms`;
}

/**
 * §3: the API calls before the page's marker and their sequential depth (worst of the
 * throttled runs), and the requests made twice (same method, URL and body) in any load of the
 * page (worst load).
 */
function networkRows(entry: Measured): BenchRow[] {
  const label = labelOf(entry);
  const { markerName } = entry.page;
  const apiOf = (load: LoadResult) => firstScreen(load).filter((request) => isApi(request.url));
  const depths = entry.product.map((load) => sequentialSteps(apiOf(load)));
  const steps = Math.max(...depths);
  const worst = entry.product[depths.indexOf(steps)] as LoadResult;
  const calls = apiOf(worst)
    .sort((a, b) => a.start - b.start)
    .map(
      (request) =>
        `${request.method} ${new URL(request.url).pathname.replace(/^\/api\/[a-z-]+\/[a-z-]+\/(v1\/)?/, '')} ${Math.round(request.start - worst.timeOrigin)}–${Math.round(request.end - worst.timeOrigin)} ms`,
    )
    .join(', ');
  const counts = entry.product.map((load) => apiOf(load).length);
  const loads = [entry.warm, ...entry.product, ...entry.product4G];
  const twiceOf = (load: LoadResult) =>
    duplicates(
      load.requests.filter((request) => request.type !== 'preflight' && !request.fromCache),
    );
  const twice = loads.map(twiceOf);
  const most = twice.reduce((a, b) => (b.length > a.length ? b : a), []);
  return [
    {
      group: 'network',
      name: `${label}: API calls before ${markerName}`,
      value: Math.max(...counts),
      unit: 'count',
      better: 'lower',
      note: `most of ${counts.length} runs (${lighthouseMobile.label}); ${worst.requests.length} requests in all until the network is idle`,
    },
    {
      group: 'network',
      name: `${label}: sequential API round trips before ${markerName}`,
      value: steps,
      unit: 'count',
      better: 'lower',
      // Issue #23's target on both pages (issue #14's was ≤ 1 on the dashboard): the
      // server-rendered page carries its data. Calls made after hydration by effects (page
      // metadata, the country list) start after the marker's frame and do not count.
      target: '0',
      met: steps === 0,
      note: `worst of ${depths.length} runs (${depths.join(', ')}); its calls: ${calls || 'none'}`,
    },
    {
      group: 'network',
      name: `${label}: requests made twice`,
      value: most.length,
      unit: 'count',
      better: 'lower',
      target: '0',
      met: most.length === 0,
      note: `same method, URL and body, worst of ${loads.length} loads (unthrottled, ${lighthouseMobile.label}${entry.product4G.length > 0 ? `, ${fast4G.label}` : ''})${most.length > 0 ? `: ${most.join(', ')}` : ''}`,
    },
  ];
}

/**
 * A composition note, not a measured figure: what the first screen's JavaScript (`files`, the
 * scripts the browser loaded, by file name) is made of. The app built once more (to memory),
 * each chunk's modules grouped by npm package or src/ folder, gzip-sized one module at a time
 * (an upper bound: modules compress better together).
 */
export async function moduleBreakdown(
  files: string[],
  log: (line: string) => void,
): Promise<string> {
  log('bench: module breakdown of the first screen (a second build, to memory)…');
  const { build } = await import('vite');
  const groups = new Map<string, number>();
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';
  const built = await build({
    configFile: path.join(root, 'app', 'vite.config.ts'),
    logLevel: 'silent',
    build: { write: false },
  });
  const chunks = new Map<string, Record<string, { code: string | null }>>();
  for (const output of [built].flat()) {
    if (!('output' in output)) continue;
    for (const item of output.output) {
      if (item.type === 'chunk') chunks.set(path.basename(item.fileName), item.modules);
    }
  }
  for (const file of files) {
    for (const [id, module] of Object.entries(chunks.get(path.basename(file)) ?? {})) {
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
  return `the first screen's chunks by module, each module gzipped alone with gzip -9: ${top.join(', ')}`;
}
