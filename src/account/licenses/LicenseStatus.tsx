import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../ds/Card/Card';
import { Stack } from '../../ds/layout';
import { Skeleton } from '../../ds/Skeleton/Skeleton';
import { Text } from '../../ds/Text/Text';
import { useEventually } from '../../platform/state/useEventually';
import { accountLicenseLabelKeys } from './rules';
import { accountLicenseLabelAtom } from './status';

function LoadedStatus() {
  const { t } = useTranslation('subscriptions');
  const label = useEventually(accountLicenseLabelAtom);
  // §4 "or empty": no active plan, license or trial (or a failed load) shows nothing.
  if (!label) return null;
  return (
    <Stack space="none" align="start">
      <Card variant="outline" tone="success" padding="md">
        <Stack space="xxs">
          <Text size="small" tone="secondary">
            {t('licenses.accountStatus')}
          </Text>
          <Text size="figure">{t(accountLicenseLabelKeys[label])}</Text>
        </Stack>
      </Card>
    </Stack>
  );
}

/**
 * The account license label (account-dashboard §4: Active Annual, Active Monthly, Active
 * Document License or Active Trial), shown prominently under the page title; nothing when the
 * label is empty.
 */
export function AccountLicenseStatus() {
  return (
    <Suspense fallback={<Skeleton variant="block" height="4.5rem" width="12rem" />}>
      <LoadedStatus />
    </Suspense>
  );
}
