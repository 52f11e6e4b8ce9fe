import { describe, expect, it } from 'vitest';
import { columnsContaining, queryRows } from '../test/harness';
import { setUpTestServer } from '../test/setup';
import { RateLimiter } from './rateLimit';

describe('rate limits counted in the database', () => {
  const server = setUpTestServer();
  const minute = 60 * 1000;

  it('lets exactly the limit through when attempts arrive at once', async () => {
    const limiter = new RateLimiter(server.database.db, 'test/at-once', 30, minute);
    const taken = await Promise.all(Array.from({ length: 40 }, () => limiter.take('k')));
    expect(taken.filter(Boolean)).toHaveLength(30);
  });

  it('counts each limiter and key apart, and stores no key in the clear', async () => {
    const one = new RateLimiter(server.database.db, 'test/one', 1, minute);
    const other = new RateLimiter(server.database.db, 'test/other', 1, minute);
    expect(await one.take('secret-key@example.com')).toBe(true);
    expect(await other.take('secret-key@example.com')).toBe(true);
    expect(await one.take('another-key')).toBe(true);
    expect(await one.take('secret-key@example.com')).toBe(false);
    expect(await columnsContaining(server, 'secret-key')).toEqual([]);
  });

  it('remembers a used-up window over a restart', async () => {
    const limiter = () => new RateLimiter(server.database.db, 'test/restart', 2, minute);
    const before = limiter();
    expect([await before.take('k'), await before.take('k'), await before.take('k')]).toEqual([
      true,
      true,
      false,
    ]);
    await server.restart();
    expect(await limiter().take('k')).toBe(false);
  });

  it('opens a new window when the old one has ended, and purges ended windows', async () => {
    let now = Date.parse('2030-01-01T00:00:00Z');
    const limiter = new RateLimiter(server.database.db, 'test/window', 1, minute, () => now);
    expect(await limiter.take('k')).toBe(true);
    expect(await limiter.take('k')).toBe(false);
    now += minute - 1;
    expect(await limiter.take('k')).toBe(false);
    now += 1;
    expect(await limiter.take('k')).toBe(true);
    const ended = new RateLimiter(server.database.db, 'test/ended', 1, minute, () => now);
    await ended.take('gone');
    // An hour later, the next attempt (any key, any limiter) clears both ended windows.
    now += 60 * minute;
    expect(await limiter.take('other')).toBe(true);
    const left = await queryRows<{ n: number }>(
      server,
      `SELECT count(*)::int AS n FROM rate_limits WHERE window_ends_at <= '${new Date(now).toISOString()}'`,
    );
    expect(left[0]?.n).toBe(0);
  });
});
