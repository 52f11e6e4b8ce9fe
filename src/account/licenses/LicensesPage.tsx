import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading } from '../../ds/Heading/Heading';
import { Box, Stack } from '../../ds/layout';
import { LicenseList } from './LicenseList';
import { AccountLicenseStatus } from './LicenseStatus';

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
        <Heading level={2} size="page" id={titleId}>
          {t('pages.documentLicenses')}
        </Heading>
        <AccountLicenseStatus />
        <LicenseList headingLevel={3} />
      </Stack>
    </Box>
  );
}
