import { createHash } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';

/** How often one process clears windows that have ended (any limiter's). */
const purgeEveryMs = 60 * 1000;
const lastPurge = new WeakMap<Database, number>();

/**
 * A fixed-window counter per key (an account or an address), counted in the database so every
 * server instance shares it and a restart forgets nothing: N instances allow what one does.
 * A window starts at a key's first attempt and lasts `windowMs`.
 */
export class RateLimiter {
  constructor(
    private readonly db: Database,
    /** Tells this limiter's rows from the others' in the one table. */
    private readonly name: string,
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt; `false` when the key has used up its window. */
  async take(key: string): Promise<boolean> {
    const now = this.now();
    await this.purgeNow(now);
    const at = new Date(now);
    const windowEndsAt = new Date(now + this.windowMs);
    const hashed = createHash('sha256').update(`${this.name}\n${key}`).digest('hex');
    // One atomic statement: simultaneous attempts on any instance each count once.
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key: hashed, hits: 1, windowEndsAt })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`CASE WHEN ${rateLimits.windowEndsAt} <= ${at} THEN 1 ELSE ${rateLimits.hits} + 1 END`,
          windowEndsAt: sql`CASE WHEN ${rateLimits.windowEndsAt} <= ${at} THEN excluded.window_ends_at ELSE ${rateLimits.windowEndsAt} END`,
        },
      })
      .returning({ hits: rateLimits.hits });
    return (row?.hits ?? 1) <= this.limit;
  }

  /** Ended windows are deleted, at most once a minute per process. */
  private async purgeNow(now: number) {
    if (now - (lastPurge.get(this.db) ?? Number.NEGATIVE_INFINITY) < purgeEveryMs) return;
    lastPurge.set(this.db, now);
    await this.db.delete(rateLimits).where(lt(rateLimits.windowEndsAt, new Date(now)));
  }
}
