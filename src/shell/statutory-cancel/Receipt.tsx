import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ds/Button/Button';
import { Heading } from '../../ds/Heading/Heading';
import { Link } from '../../ds/Link/Link';
import { Inline, Stack } from '../../ds/layout';
import { type CancelReceipt, receiptRows } from './rules';
import * as styles from './StatutoryCancelPage.css';

export interface ReceiptProps {
  receipt: CancelReceipt;
  /** Printing needs the page's script: the button shows once it runs. */
  canPrint: boolean;
}

/** The receipt: what was received and when, to keep (printed, saved) beside the email. */
export function Receipt({ receipt, canPrint }: ReceiptProps) {
  const { t } = useTranslation('cancellation');
  const detailsId = useId();
  return (
    <Stack space="xl">
      <Stack space="md">
        <Heading level={1} size="page">
          {t('statutory.receivedTitle')}
        </Heading>
        <p className={styles.lead}>
          {t('statutory.receivedLead', { date: receipt.receivedAt, email: receipt.email })}
        </p>
      </Stack>
      <section className={styles.section} aria-labelledby={detailsId}>
        <Heading level={2} size="section" id={detailsId}>
          {t('statutory.receivedDetails')}
        </Heading>
        <dl className={styles.details}>
          {receiptRows(receipt).map(({ label, value }) => (
            <div key={label} className={styles.row}>
              <dt className={styles.term}>{t(`statutory.${label}`)}</dt>
              <dd className={styles.definition}>
                {'text' in value ? value.text : t(`statutory.${value.key}`)}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <Inline space="lg">
        {canPrint && (
          <span className={styles.screenOnly}>
            <Button variant="secondary" onPress={() => window.print()}>
              {t('statutory.print')}
            </Button>
          </span>
        )}
        <Link variant="standalone" href="/">
          {t('statutory.home')}
        </Link>
      </Inline>
    </Stack>
  );
}
