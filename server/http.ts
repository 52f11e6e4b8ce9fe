import type { Context } from 'hono';

/** The dashboard envelope of a success. */
export function ok<T>(c: Context, result: T) {
  return c.json({ succeeded: true, result, errors: [] });
}

/** The envelope of a failure: `succeeded: false` with the error strings, and an HTTP status. */
export function fail(
  c: Context,
  status: 400 | 401 | 403 | 404 | 409 | 413 | 421 | 429 | 500,
  ...errors: string[]
) {
  return c.json({ succeeded: false, result: null, errors }, status);
}

/** The sign-in style envelope (page-shell §8 status codes). */
export function statusReply<T>(
  c: Context,
  status: number,
  description: string,
  result: T | null = null,
) {
  return c.json({
    succeeded: status === 0,
    status,
    statusDescription: description,
    errors: status === 0 ? [] : [description],
    result,
  });
}
