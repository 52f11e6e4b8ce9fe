/**
 * A fixed-window counter per key (an account or an address). In memory on purpose: limits
 * protect a running process, and a restart resetting them is harmless; lockouts that must
 * survive (five wrong passwords) are stored on the member instead.
 */
export class RateLimiter {
  readonly #hits = new Map<string, { count: number; windowStart: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt; `false` when the key has used up its window. */
  take(key: string): boolean {
    const now = this.now();
    const entry = this.#hits.get(key);
    if (!entry || now - entry.windowStart >= this.windowMs) {
      this.#hits.set(key, { count: 1, windowStart: now });
      return true;
    }
    entry.count += 1;
    return entry.count <= this.limit;
  }
}
