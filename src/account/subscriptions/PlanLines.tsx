import { Stack } from '../../ds/layout';
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
      {tax && <p className={styles.detail}>{tax}</p>}
      {dates.map((line, index) => (
        <p key={line.kind} className={index === 0 ? styles.line : styles.detail}>
          {line.text}
        </p>
      ))}
      {payment && <p className={styles.detail}>{payment}</p>}
    </Stack>
  );
}
