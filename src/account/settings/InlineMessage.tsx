import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorIcon, InfoIcon, SuccessIcon } from '../../ds/icons';
import type { SettingsMessage } from './rules';
import * as styles from './SettingsPage.css';

const tones = {
  critical: { className: styles.critical, icon: <ErrorIcon size="sm" /> },
  success: { className: styles.success, icon: <SuccessIcon size="sm" /> },
  neutral: { className: styles.neutral, icon: <InfoIcon size="sm" /> },
};

export interface InlineMessageProps {
  /** Colour and icon. */
  tone: keyof typeof tones;
  /** `alert` for an error that just happened; `status` lives in `LiveStatus`. */
  role?: 'alert';
  /** For `aria-describedby` on the control it concerns. */
  id?: string;
  children: ReactNode;
}

/** A short message beside the control it concerns: icon, then text in its tone's colour. */
export function InlineMessage({ tone, role, id, children }: InlineMessageProps) {
  const { className, icon } = tones[tone];
  return (
    <p id={id} role={role} className={`${styles.message} ${className}`}>
      <span className={styles.messageIcon} aria-hidden="true">
        {icon}
      </span>
      <span>{children}</span>
    </p>
  );
}

/**
 * A polite live region that is always in the page (so screen readers hear what is put in
 * it), showing a progress or success message when there is one.
 */
export function LiveStatus({
  tone,
  children,
}: {
  tone: 'success' | 'neutral';
  children?: ReactNode;
}) {
  const { className, icon } = tones[tone];
  return (
    <div role="status" className={`${styles.message} ${className}`}>
      {children ? (
        <>
          <span className={styles.messageIcon} aria-hidden="true">
            {icon}
          </span>
          <span>{children}</span>
        </>
      ) : null}
    </div>
  );
}

/** Translates a rules message: one of ours, or the server's own text. */
export function useSettingsMessage() {
  const { t } = useTranslation('settings');
  return (message: SettingsMessage): string =>
    message.source === 'key' ? t(message.key) : message.text;
}
