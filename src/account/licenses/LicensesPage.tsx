import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Stack } from '../../ds/layout';
import { LicenseList } from './LicenseList';
import { AccountLicenseStatus } from './LicenseStatus';
import { pageTitle } from './licenses.css';

/**
 * The Document Licenses tab (`/licenses`, account-dashboard §2–4): the page title, the account
 * license label and the member's licenses, each with its state and dates.
 */
export function LicensesPage() {
  const { t } = useTranslation('account');
  const titleId = useId();
  return (
    <Box as="section" aria-labelledby={titleId}>
      <Stack space="lg">
        <h2 id={titleId} className={pageTitle}>
          {t('pages.documentLicenses')}
        </h2>
        <AccountLicenseStatus />
        <LicenseList headingLevel={3} />
      </Stack>
    </Box>
  );
}
