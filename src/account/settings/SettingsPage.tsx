import { type ReactNode, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../ds/Card/Card';
import { Heading } from '../../ds/Heading/Heading';
import { Box, Stack } from '../../ds/layout';
import { Skeleton, SkeletonGroup } from '../../ds/Skeleton/Skeleton';
import { PaymentMethodsSection } from '../payment-methods';
import { AccountEmailSection } from './AccountEmailSection';
import { EmailPreferenceSection } from './EmailPreferenceSection';

/**
 * Account Settings (`/settings`, account-dashboard §2): the sign-in address and its change, the
 * email-promotion preference, and the saved payment methods (their own section). The first two
 * read the email preference without suspending, so saving never hides what the member is on.
 */
export function SettingsPage() {
  const { t } = useTranslation(['account', 'settings']);
  return (
    <Stack space="xl">
      <Heading level={2} size="page">
        {t('account:pages.settings')}
      </Heading>
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
        <Heading level={3} size="section" id={headingId}>
          {title}
        </Heading>
        <Card>{children}</Card>
      </Stack>
    </Box>
  );
}
