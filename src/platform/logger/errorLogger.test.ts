import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../api/contract';
import {
  createErrorLogger,
  type ErrorLoggerOptions,
  installGlobalErrorHandlers,
  pageErrorLogger,
  rateLimitPauseMs,
} from './errorLogger';
import {
  buildErrorReport,
  ignorePatternTimeoutMs,
  isIgnored,
  isLocalHost,
  maxStackTraceLength,
  maxStringifiedLength,
  parseIgnorePatterns,
  reportRetryDelay,
  statusOfReason,
  stringifyForLog,
} from './rules';

const base = 'https://www.legal-docs.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const page = {
  url: `${base}/my-account/settings`,
  parentUrl: `${base}/my-account/settings`,
  userAgent: 'TestAgent/1.0',
};

function setup(
  options: { ignored?: string; reportStatus?: number[] } = {},
  extra: Partial<ErrorLoggerOptions> = {},
) {
  const bodies: URLSearchParams[] = [];
  const contentTypes: (string | null)[] = [];
  let patternFetches = 0;
  const statuses = [...(options.reportStatus ?? [200])];
  server.use(
    http.get(`${base}${endpoints.ignoredErrorTypes.path}`, () => {
      patternFetches += 1;
      return HttpResponse.text(options.ignored ?? '');
    }),
    http.post(`${base}${endpoints.errorLogger.path}`, async ({ request }) => {
      contentTypes.push(request.headers.get('content-type'));
      bodies.push(new URLSearchParams(await request.text()));
      const status = statuses.length > 1 ? statuses.shift() : statuses[0];
      return new HttpResponse(null, { status: status ?? 200 });
    }),
  );
  const waits: number[] = [];
  const logger = createErrorLogger({
    baseUrl: base,
    page: () => page,
    retryDelay: (attempt) => {
      waits.push(reportRetryDelay(attempt));
      return 0;
    },
    warn: () => {},
    ...extra,
  });
  return { logger, bodies, contentTypes, waits, patternFetches: () => patternFetches };
}

describe('rules', () => {
  it('caps stringification at 2000 characters and survives cycles', () => {
    expect(stringifyForLog({ text: 'x'.repeat(5000) })).toHaveLength(maxStringifiedLength);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(stringifyForLog(cyclic)).toBe('[object Object]');
    expect(stringifyForLog(undefined)).toBe('undefined');
  });

  it('caps the stack trace at 8192 characters', () => {
    const error = new Error('boom');
    error.stack = 's'.repeat(10_000);
    const report = buildErrorReport(error, {}, page);
    expect(report.stackTrace).toHaveLength(maxStackTraceLength);
    expect(report.description).toBe('Error: boom');
  });

  it.each([
    ['localhost', true],
    // The reference product's brand hosts stand for the public sites.
    ['main.localhost', false],
    ['127.0.0.1', true],
    ['[::1]', true],
    ['www.legal-docs.test', false],
    ['localhost.example.com', false],
  ])('isLocalHost(%s) is %s', (host, expected) => {
    expect(isLocalHost(host)).toBe(expected);
  });

  it('parses one pattern per line, skipping blanks and comments, and matches ignoring case', () => {
    const patterns = parseIgnorePatterns('# comment\r\nResizeObserver loop\n\n  Script error.  \n');
    expect(patterns).toEqual(['ResizeObserver loop', 'Script error.']);
    expect(
      isIgnored({ description: 'resizeobserver LOOP limit exceeded', stackTrace: '' }, patterns),
    ).toBe(true);
    expect(isIgnored({ description: 'TypeError: x is undefined', stackTrace: '' }, patterns)).toBe(
      false,
    );
  });

  it('waits 500 ms × attempt between retries', () => {
    expect([1, 2].map(reportRetryDelay)).toEqual([500, 1000]);
  });

  it('finds the status of ky errors, API failures and plain objects', () => {
    expect(statusOfReason({ response: { status: 401 } })).toBe(401);
    expect(statusOfReason({ failure: { status: 401 } })).toBe(401);
    expect(statusOfReason({ status: 500 })).toBe(500);
    expect(statusOfReason('401')).toBeUndefined();
  });
});

describe('createErrorLogger', () => {
  it('posts a form body with every field', async () => {
    const { logger, bodies, contentTypes } = setup();
    const error = new TypeError('x is not a function');
    expect(await logger.report(error, { line: '12:3' })).toBe('sent');
    expect(contentTypes[0]).toContain('application/x-www-form-urlencoded');
    const body = Object.fromEntries(bodies[0] ?? []);
    expect(body).toMatchObject({
      description: 'TypeError: x is not a function',
      url: page.url,
      line: '12:3',
      parentUrl: page.parentUrl,
      userAgent: 'TestAgent/1.0',
    });
    expect(body.stackTrace).toContain('x is not a function');
  });

  it('skips errors of a localhost page without any request', async () => {
    const { logger, bodies, patternFetches } = setup(
      {},
      { page: () => ({ ...page, url: 'http://localhost:6006/iframe.html' }) },
    );
    expect(await logger.report(new Error('dev'))).toBe('skippedLocalhost');
    expect(bodies).toEqual([]);
    expect(patternFetches()).toBe(0);
  });

  it('skips ignored error types and fetches the patterns only once', async () => {
    const { logger, bodies, patternFetches } = setup({
      ignored: 'ResizeObserver loop\nChunkLoadError',
    });
    expect(await logger.report(new Error('ResizeObserver loop limit exceeded'))).toBe(
      'skippedIgnored',
    );
    expect(await logger.report(new Error('ChunkLoadError: chunk 7'))).toBe('skippedIgnored');
    expect(await logger.report(new Error('Real problem'))).toBe('sent');
    expect(patternFetches()).toBe(1);
    expect(bodies).toHaveLength(1);
  });

  it('reports everything when the pattern file cannot be loaded', async () => {
    const { logger } = setup();
    server.use(http.get(`${base}${endpoints.ignoredErrorTypes.path}`, () => HttpResponse.error()));
    expect(await logger.report(new Error('ResizeObserver loop'))).toBe('sent');
  });

  it('gives the pattern fetch 15 s', () => {
    expect(ignorePatternTimeoutMs).toBe(15_000);
  });

  it('retries a failed report twice, waiting 500 ms then 1000 ms', async () => {
    const { logger, bodies, waits } = setup({ reportStatus: [503, 503, 200] });
    expect(await logger.report(new Error('flaky'))).toBe('sent');
    expect(bodies).toHaveLength(3);
    expect(waits).toEqual([500, 1000]);
  });

  it('respects the rate limit: no retry on 429, and quiet for the service window', async () => {
    let clock = 1_000_000;
    const { logger, bodies } = setup({ reportStatus: [429, 200] }, { now: () => clock });
    expect(await logger.report(new Error('flood 1'))).toBe('skippedRateLimited');
    expect(bodies).toHaveLength(1);
    clock += rateLimitPauseMs - 1;
    expect(await logger.report(new Error('flood 2'))).toBe('skippedRateLimited');
    expect(bodies).toHaveLength(1);
    clock += 1;
    expect(await logger.report(new Error('after the window'))).toBe('sent');
    expect(bodies).toHaveLength(2);
  });

  it('waits as long as the service says in Retry-After', async () => {
    let clock = 0;
    const { logger, bodies } = setup({}, { now: () => clock });
    server.use(
      http.post(
        `${base}${endpoints.errorLogger.path}`,
        () => new HttpResponse(null, { status: 429, headers: { 'retry-after': '5' } }),
        { once: true },
      ),
    );
    expect(await logger.report(new Error('a'))).toBe('skippedRateLimited');
    clock = 4_999;
    expect(await logger.report(new Error('b'))).toBe('skippedRateLimited');
    clock = 5_000;
    expect(await logger.report(new Error('c'))).toBe('sent');
    expect(bodies).toHaveLength(1);
  });

  it('gives up after three attempts without throwing', async () => {
    const { logger, bodies } = setup({ reportStatus: [500] });
    expect(await logger.report(new Error('down'))).toBe('failed');
    expect(bodies).toHaveLength(3);
  });

  it('the API-client adapter reports the description and capped details', async () => {
    const { logger, bodies } = setup();
    logger.apiLogger.error('Fetch failed', { url: 'https://x.test', big: 'y'.repeat(3000) });
    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    const description = bodies[0]?.get('description') ?? '';
    expect(description.startsWith('Fetch failed {"url":"https://x.test"')).toBe(true);
    expect(description.length).toBeLessThanOrEqual('Fetch failed '.length + maxStringifiedLength);
  });

  it('does not wait for a slow pattern file longer than its timeout (fake timers)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { logger, bodies } = setup();
      server.use(
        http.get(`${base}${endpoints.ignoredErrorTypes.path}`, async () => {
          await delay('infinite');
          return HttpResponse.text('');
        }),
      );
      const pending = logger.report(new Error('late'));
      await vi.advanceTimersByTimeAsync(ignorePatternTimeoutMs + 1);
      vi.useRealTimers();
      expect(await pending).toBe('sent');
      expect(bodies).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('installGlobalErrorHandlers', () => {
  function fire(target: EventTarget, type: string, props: Record<string, unknown>) {
    const event = new Event(type);
    Object.assign(event, props);
    target.dispatchEvent(event);
  }

  it('reports unhandled errors with their line and unhandled rejections', () => {
    const target = new EventTarget() as unknown as Window;
    const report = vi.fn(async () => 'sent' as const);
    const remove = installGlobalErrorHandlers(target, { report });
    const error = new Error('kaput');
    fire(target, 'error', { error, message: 'kaput', lineno: 10, colno: 4 });
    fire(target, 'unhandledrejection', { reason: { status: 500 } });
    expect(report).toHaveBeenNthCalledWith(1, error, { line: '10:4' });
    expect(report).toHaveBeenNthCalledWith(
      2,
      { status: 500 },
      {
        description: 'Unhandled rejection',
        details: { status: 500 },
      },
    );
    remove();
    fire(target, 'error', { error, message: 'kaput' });
    expect(report).toHaveBeenCalledTimes(2);
  });

  it('leaves a rejection another listener handled (the expired-session flow) alone', () => {
    const target = new EventTarget() as unknown as Window;
    const report = vi.fn(async () => 'sent' as const);
    // The shell's expired-session listener takes a 401 first (it listens capturing).
    target.addEventListener('unhandledrejection', (event) => event.preventDefault());
    const remove = installGlobalErrorHandlers(target, { report });
    const handled = new Event('unhandledrejection', { cancelable: true });
    Object.assign(handled, { reason: { status: 401 } });
    target.dispatchEvent(handled);
    expect(report).not.toHaveBeenCalled();
    remove();
  });

  it('installs once per target, however many entries of the page ask', () => {
    const target = new EventTarget() as unknown as Window;
    const first = vi.fn(async () => 'sent' as const);
    const second = vi.fn(async () => 'sent' as const);
    const remove = installGlobalErrorHandlers(target, { report: first });
    // The host page's shell and the account app on one page: the second boot adds nothing.
    expect(installGlobalErrorHandlers(target, { report: second })).toBe(remove);
    fire(target, 'error', { error: new Error('once'), message: 'once' });
    fire(target, 'unhandledrejection', { reason: new Error('once too') });
    expect(first).toHaveBeenCalledTimes(2);
    expect(second).not.toHaveBeenCalled();
    remove();
    // Removed: a later installation is a new one.
    const again = installGlobalErrorHandlers(target, { report: second });
    fire(target, 'error', { error: new Error('later'), message: 'later' });
    expect(second).toHaveBeenCalledTimes(1);
    again();
  });
});

describe('pageErrorLogger', () => {
  it('is one logger per page, shared by every caller', () => {
    expect(pageErrorLogger()).toBe(pageErrorLogger());
  });
});
