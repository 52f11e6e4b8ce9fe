import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ds/Button/Button';
import { Card } from '../../../ds/Card/Card';
import { CheckIcon, CloseIcon } from '../../../ds/icons';
import { Stack } from '../../../ds/layout';
import { Text } from '../../../ds/Text/Text';
import type { CancelSummary } from '..';
import * as styles from './flow.css';
import { useFormat } from './useFormat';

export interface CancelSummaryViewProps {
  summary: CancelSummary;
  /** The subscription's name. */
  name: string;
  /** The licenses failed to load: say so instead of "no licenses" (with a retry). */
  licensesFailed?: boolean;
  onRetryLicenses?: () => void;
  /** Level of the two section headings. @default 3 */
  headingLevel?: 3 | 4;
}

/** What the member keeps and what stops, side by side on desktop, stacked on phones. */
export function CancelSummaryView({
  summary,
  name,
  licensesFailed = false,
  onRetryLicenses,
  headingLevel = 3,
}: CancelSummaryViewProps) {
  const { t } = useTranslation(['cancellation', 'common']);
  const format = useFormat();
  const kept: ReactNode[] = [];
  if (summary.accessUntil) {
    kept.push(
      t(summary.trial ? 'summary.trialAccessUntil' : 'summary.accessUntil', {
        name,
        date: format.date(summary.accessUntil),
      }),
    );
  } else {
    kept.push(t('summary.accessUntilEnd', { name }));
  }
  for (const license of summary.keptLicenses) {
    const licenseName = license.name ?? t('summary.unnamedLicense');
    kept.push(
      license.expiryDate
        ? t('summary.licenseUntil', { name: licenseName, date: format.date(license.expiryDate) })
        : t('summary.licenseForever', { name: licenseName }),
    );
  }
  const stopped: ReactNode[] = [t('summary.renewal', { name })];
  if (summary.stoppedCharge) {
    stopped.push(
      t(summary.trial ? 'summary.trialCharge' : 'summary.nextCharge', {
        amount: format.money(summary.stoppedCharge.amount, summary.stoppedCharge.countryCode),
        date: format.date(summary.stoppedCharge.date),
      }),
    );
  }
  return (
    <Stack space="lg">
      <Card heading={t('summary.keepTitle')} headingLevel={headingLevel} variant="outline">
        <Stack space="md">
          <ul className={styles.factList}>
            {kept.map((line, index) => (
              // Lines are built in a fixed order from the summary: the index is stable.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <Text as="li" key={index} className={styles.fact}>
                <span className={styles.keptIcon}>
                  <CheckIcon />
                </span>
                <span>{line}</span>
              </Text>
            ))}
          </ul>
          {licensesFailed ? (
            <Stack space="sm" align="start">
              <Text size="small" tone="secondary">
                {t('summary.licensesFailed')}
              </Text>
              {onRetryLicenses && (
                <Button variant="tertiary" size="sm" onPress={onRetryLicenses}>
                  {t('common:actions.tryAgain')}
                </Button>
              )}
            </Stack>
          ) : (
            summary.keptLicenses.length === 0 && (
              <Text size="small" tone="secondary">
                {t('summary.noLicenses')}
              </Text>
            )
          )}
        </Stack>
      </Card>
      <Card heading={t('summary.stopTitle')} headingLevel={headingLevel} variant="outline">
        <ul className={styles.factList}>
          {stopped.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed order, see above
            <Text as="li" key={index} className={styles.fact}>
              <span className={styles.stoppedIcon}>
                <CloseIcon />
              </span>
              <span>{line}</span>
            </Text>
          ))}
        </ul>
      </Card>
    </Stack>
  );
}
