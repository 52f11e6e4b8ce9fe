import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ds/Button/Button';
import { Link } from '../../ds/Link/Link';
import { Inline, Stack } from '../../ds/layout';
import { reserveBottomOverlay } from '../../ds/styles/bottomOverlay';
import * as styles from './CookieBar.css';

export interface CookieBarProps {
  /** Add the cookie-policy sentence (page-shell §9: Quebec, GB, IE, ES, MX). @default false */
  showPolicyText?: boolean;
  /** The Accept button: the bar hides at once. */
  onAccept: () => void;
  /** The policy link: opens the cookie policy dialog. */
  onOpenPolicy: () => void;
  /** The cookie-settings link: opens the preferences dialog. */
  onOpenSettings: () => void;
}

/**
 * The cookie consent bar (page-shell §2): a non-modal region fixed to the bottom of the page,
 * named for assistive technology, with the notice, Accept, the cookie policy link and the
 * cookie-settings link. It never traps focus, and never hides what has it (WCAG 2.2 SC 2.4.11):
 * while it shows, the page reserves its height and the browser scrolls focus clear of it.
 */
export function CookieBar({
  showPolicyText = false,
  onAccept,
  onOpenPolicy,
  onOpenSettings,
}: CookieBarProps) {
  const { t } = useTranslation('cookieConsent');
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => (ref.current ? reserveBottomOverlay(ref.current) : undefined), []);
  return (
    <section ref={ref} className={styles.bar} aria-label={t('bar.label')}>
      <div className={styles.content}>
        <Stack space="md">
          <p className={styles.text}>
            {t('bar.text')}
            {showPolicyText && ` ${t('bar.policyText')}`}
          </p>
          <Inline space={{ mobile: 'md', tablet: 'lg' }}>
            <Button onPress={onAccept}>{t('bar.accept')}</Button>
            <Link variant="standalone" onPress={onOpenPolicy}>
              {t('bar.policyLink')}
            </Link>
            <Link variant="standalone" onPress={onOpenSettings}>
              {t('bar.settings')}
            </Link>
          </Inline>
        </Stack>
      </div>
    </section>
  );
}
