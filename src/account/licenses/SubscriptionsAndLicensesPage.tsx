import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading } from '../../ds/Heading/Heading';
import { Box, Stack } from '../../ds/layout';
import { SubscriptionList } from '../subscriptions';
import { LicenseList } from './LicenseList';
import { AccountLicenseStatus } from './LicenseStatus';

/**
 * The combined Subscriptions & Licenses tab (`/subscriptions-and-licenses`, account-dashboard
 * §2): used by the legal-contracts style and by the main style outside the utility countries.
 * The account license label, then the subscriptions and the document licenses, each under its
 * own heading.
 */
export function SubscriptionsAndLicensesPage() {
  const { t } = useTranslation(['account', 'subscriptions']);
  const subscriptionsId = useId();
  const licensesId = useId();
  return (
    <Stack space="xl">
      <Stack space="lg">
        <Heading level={2} size="page">
          {t('account:pages.subscriptionsAndLicenses')}
        </Heading>
        <AccountLicenseStatus />
      </Stack>
      <Box as="section" aria-labelledby={subscriptionsId}>
        <Stack space="md">
          <Heading level={3} size="section" id={subscriptionsId}>
            {t('subscriptions:title')}
          </Heading>
          <SubscriptionList headingLevel={4} />
        </Stack>
      </Box>
      <Box as="section" aria-labelledby={licensesId}>
        <Stack space="md">
          <Heading level={3} size="section" id={licensesId}>
            {t('subscriptions:licenses.title')}
          </Heading>
          <LicenseList headingLevel={4} />
        </Stack>
      </Box>
    </Stack>
  );
}
