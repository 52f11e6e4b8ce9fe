import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ds/Button/Button';
import { Link } from '../../ds/Link/Link';
import { Inline, Stack } from '../../ds/layout';
import { pageHeading, sectionHeading } from '../../ds/styles/headings.css';
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
        <h1 className={pageHeading}>{t('statutory.receivedTitle')}</h1>
        <p className={styles.lead}>
          {t('statutory.receivedLead', { date: receipt.receivedAt, email: receipt.email })}
        </p>
      </Stack>
      <section className={styles.section} aria-labelledby={detailsId}>
        <h2 className={sectionHeading} id={detailsId}>
          {t('statutory.receivedDetails')}
        </h2>
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
