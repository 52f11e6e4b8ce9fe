import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** An email the server would send. */
export interface Mail {
  to: string;
  subject: string;
  /** Plain text, lines joined with `\n`. */
  body: string;
}

/**
 * Emails are not sent: each is written as a text file to the outbox (`OUTBOX_DIR`), where a
 * developer or a test opens it. The file name is `<time>-<random>-<address>.txt`: the random
 * part keeps two mails of one millisecond apart, from this process or from another instance
 * sharing the folder. Written under a temporary name and renamed, a reader never sees half.
 */
export function writeToOutbox(outboxDir: string, mail: Mail): string {
  mkdirSync(outboxDir, { recursive: true });
  const name = `${Date.now()}-${randomBytes(6).toString('hex')}-${mail.to.replace(/[^a-z0-9.@-]/gi, '_')}.txt`;
  const file = path.join(outboxDir, name);
  const partial = path.join(outboxDir, `.${name}.partial`);
  writeFileSync(
    partial,
    [`To: ${mail.to}`, `Subject: ${mail.subject}`, '', mail.body, ''].join('\n'),
  );
  renameSync(partial, file);
  return file;
}
