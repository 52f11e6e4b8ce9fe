import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorIcon, InfoIcon, SuccessIcon } from '../../ds/icons';
import { Text } from '../../ds/Text/Text';
import type { SettingsMessage } from './rules';
import * as styles from './SettingsPage.css';

const tones = {
  critical: { textTone: 'critical', icon: <ErrorIcon size="sm" /> },
  success: { textTone: 'success', icon: <SuccessIcon size="sm" /> },
  neutral: { textTone: 'secondary', icon: <InfoIcon size="sm" /> },
} as const;

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
  const { textTone, icon } = tones[tone];
  return (
    <Text id={id} role={role} size="small" tone={textTone} className={styles.message}>
      <span className={styles.messageIcon} aria-hidden="true">
        {icon}
      </span>
      <span>{children}</span>
    </Text>
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
  const { textTone, icon } = tones[tone];
  return (
    <Text as="div" role="status" size="small" tone={textTone} className={styles.message}>
      {children ? (
        <>
          <span className={styles.messageIcon} aria-hidden="true">
            {icon}
          </span>
          <span>{children}</span>
        </>
      ) : null}
    </Text>
  );
}

/** Translates a rules message: one of ours, or the server's own text. */
export function useSettingsMessage() {
  const { t } = useTranslation('settings');
  return (message: SettingsMessage): string =>
    message.source === 'key' ? t(message.key) : message.text;
}
