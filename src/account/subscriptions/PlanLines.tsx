import { Stack } from '../../ds/layout';
import { Text } from '../../ds/Text/Text';
import type { DateLineText } from './cardTexts';
import * as styles from './SubscriptionCard.css';

export interface PlanLinesProps {
  price: string | null;
  tax: string | null;
  /** The dates, the headline first (it reads as a main line). */
  dates: DateLineText[];
  payment: string | null;
}

/** The plain card's plan: price, tax, dates and payment as lines. */
export function PlanLines({ price, tax, dates, payment }: PlanLinesProps) {
  return (
    <Stack space="xxs">
      {price && <p className={styles.line}>{price}</p>}
      {tax && (
        <Text size="small" tone="secondary">
          {tax}
        </Text>
      )}
      {dates.map((line, index) => (
        <p key={line.kind} className={index === 0 ? styles.line : styles.detail}>
          {line.text}
        </p>
      ))}
      {payment && (
        <Text size="small" tone="secondary">
          {payment}
        </Text>
      )}
    </Stack>
  );
}
