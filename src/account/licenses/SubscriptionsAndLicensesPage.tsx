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
        <h2 className={pageTitle}>{t('account:pages.subscriptionsAndLicenses')}</h2>
        <AccountLicenseStatus />
      </Stack>
      <Box as="section" aria-labelledby={subscriptionsId}>
        <Stack space="md">
          <h3 id={subscriptionsId} className={sectionTitle}>
            {t('subscriptions:title')}
          </h3>
          <SubscriptionList headingLevel={4} />
        </Stack>
      </Box>
      <Box as="section" aria-labelledby={licensesId}>
        <Stack space="md">
          <h3 id={licensesId} className={sectionTitle}>
            {t('subscriptions:licenses.title')}
          </h3>
          <LicenseList headingLevel={4} />
        </Stack>
      </Box>
    </Stack>
  );
}
