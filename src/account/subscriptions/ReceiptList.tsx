import { useTranslation } from 'react-i18next';
import { Heading } from '../../ds/Heading/Heading';
import { Link } from '../../ds/Link/Link';
import { Stack } from '../../ds/layout';
import type { ReceiptModel } from './rules';
import * as styles from './SubscriptionCard.css';

export interface ReceiptListProps {
  /** Newest first. */
  receipts: ReceiptModel[];
  /** Level of the "Receipts" heading, one below the card's. */
  headingLevel: 3 | 4 | 5 | 6;
}

/** The subscription's receipts, each opening its receipt page in a new tab. */
export function ReceiptList({ receipts, headingLevel }: ReceiptListProps) {
  const { t } = useTranslation('subscriptions');
  return (
    <Stack space="xs">
      <Heading level={headingLevel} size="minor">
        {t('receipts.title')}
      </Heading>
      <ul className={styles.plainList}>
        {receipts.map((receipt) => (
          <li key={receipt.invoiceNumber}>
            <Link href={receipt.url} isExternal>
              {t('receipts.viewFor', { date: receipt.date })}
            </Link>
          </li>
        ))}
      </ul>
    </Stack>
  );
}
