import { mkdirSync, writeFileSync } from 'node:fs';
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
 * developer or a test opens it. The file name starts with the time, then the address.
 */
export function writeToOutbox(outboxDir: string, mail: Mail): string {
  mkdirSync(outboxDir, { recursive: true });
  const file = path.join(outboxDir, `${Date.now()}-${mail.to.replace(/[^a-z0-9.@-]/gi, '_')}.txt`);
  writeFileSync(file, [`To: ${mail.to}`, `Subject: ${mail.subject}`, '', mail.body, ''].join('\n'));
  return file;
}
