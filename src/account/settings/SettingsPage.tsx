import { type ReactNode, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../ds/Card/Card';
import { Box, Stack } from '../../ds/layout';
import { Skeleton, SkeletonGroup } from '../../ds/Skeleton/Skeleton';
import { PaymentMethodsSection } from '../payment-methods';
import { AccountEmailSection } from './AccountEmailSection';
import { EmailPreferenceSection } from './EmailPreferenceSection';
import * as styles from './SettingsPage.css';

/**
 * Account Settings (`/settings`, account-dashboard §2): the sign-in address and its change, the
 * email-promotion preference, and the saved payment methods (their own section). The first two
 * read the email preference without suspending, so saving never hides what the member is on.
 */
export function SettingsPage() {
  const { t } = useTranslation(['account', 'settings']);
  return (
    <Stack space="xl">
      <h2 className={styles.pageTitle}>{t('account:pages.settings')}</h2>
      <SettingsSection title={t('settings:email.title')}>
        <AccountEmailSection />
      </SettingsSection>
      <SettingsSection title={t('settings:emailPreference.title')}>
        <EmailPreferenceSection />
      </SettingsSection>
      <Suspense
        fallback={
          <SkeletonGroup>
            <Skeleton variant="block" height="8rem" />
          </SkeletonGroup>
        }
      >
        <PaymentMethodsSection />
      </Suspense>
    </Stack>
  );
}

/** A titled section of the page: its heading (level 3, under the page's h2), then its content on a card. */
function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Stack space="lg">
        <h3 id={headingId} className={styles.sectionTitle}>
          {title}
        </h3>
        <Card>{children}</Card>
      </Stack>
    </Box>
  );
}
