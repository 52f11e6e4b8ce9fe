import { DrizzleQueryError } from 'drizzle-orm';

/**
 * What a failure logs. A failed query names its statement (verb and table) and the database's
 * error code, never its parameters or the driver's detail, which carry password hashes and
 * member input; anything else logs its stack.
 */
export function logLine(error: unknown): string {
  const query = error instanceof DrizzleQueryError ? error : undefined;
  const cause = (query?.cause ?? error) as { code?: unknown } | undefined;
  const code =
    typeof cause?.code === 'string' && /^[0-9A-Z]{5}$/.test(cause.code) ? cause.code : '';
  if (!query && !code) return error instanceof Error ? (error.stack ?? error.message) : 'error';
  const sqlText = query?.query ?? '';
  const verb = /^\s*(\w+)/.exec(sqlText)?.[1]?.toLowerCase() ?? 'statement';
  const table = /\b(?:from|into|update)\s+"(\w+)"/i.exec(sqlText)?.[1];
  const name = table ? `${verb} "${table}"` : verb;
  return `query failed: ${name}${code ? ` (SQLSTATE ${code})` : ''}`;
}
