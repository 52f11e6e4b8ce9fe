import type { ReactNode } from 'react';
import { badge, dot as dotClass, text } from './Badge.css';

export interface BadgeProps {
  /**
   * Meaning of the status: `success` for active or paid, `critical` for cancelled or failed,
   * `warning` for expiring or overdue, `info` for trial or new, `neutral` for the rest.
   * @default 'neutral'
   */
  tone?: 'neutral' | 'info' | 'success' | 'warning' | 'critical';
  /** @default 'sm' */
  size?: 'sm' | 'md';
  /** Shows a solid dot in the tone before the text, for scanning long lists. @default false */
  dot?: boolean;
  /** Leading icon, usually from `ds/icons`; replaces the dot. */
  icon?: ReactNode;
  /** The status text. The tone is never the only signal: the text must say it. */
  children: ReactNode;
}

/**
 * A status pill ("Active", "Cancelled", "Expired") for a subscription, a document or a
 * payment. It is plain, non-interactive text in a tinted shape: the words carry the meaning,
 * colour only reinforces it.
 */
export function Badge({ tone = 'neutral', size = 'sm', dot = false, icon, children }: BadgeProps) {
  return (
    <span className={badge({ tone, size })}>
      {icon ?? (dot && <span className={dotClass} aria-hidden="true" />)}
      <span className={text}>{children}</span>
    </span>
  );
}
