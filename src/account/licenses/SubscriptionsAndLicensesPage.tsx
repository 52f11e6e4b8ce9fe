import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Stack } from '../../ds/layout';
import { SubscriptionList } from '../subscriptions';
import { LicenseList } from './LicenseList';
import { AccountLicenseStatus } from './LicenseStatus';
import { pageTitle, sectionTitle } from './licenses.css';

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
        <h1 className={pageTitle}>{t('account:pages.subscriptionsAndLicenses')}</h1>
        <AccountLicenseStatus />
      </Stack>
      <Box as="section" aria-labelledby={subscriptionsId}>
        <Stack space="md">
          <h2 id={subscriptionsId} className={sectionTitle}>
            {t('subscriptions:title')}
          </h2>
          <SubscriptionList />
        </Stack>
      </Box>
      <Box as="section" aria-labelledby={licensesId}>
        <Stack space="md">
          <h2 id={licensesId} className={sectionTitle}>
            {t('subscriptions:licenses.title')}
          </h2>
          <LicenseList headingLevel={3} />
        </Stack>
      </Box>
    </Stack>
  );
}
