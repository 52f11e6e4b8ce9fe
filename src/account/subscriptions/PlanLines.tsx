import { Stack } from '../../ds/layout';
import { Text } from '../../ds/Text/Text';
import type { DateLineText } from './cardTexts';

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
      {price && <Text>{price}</Text>}
      {tax && (
        <Text size="small" tone="secondary">
          {tax}
        </Text>
      )}
      {dates.map((line, index) => (
        <Text
          key={line.kind}
          size={index === 0 ? 'standard' : 'small'}
          tone={index === 0 ? 'primary' : 'secondary'}
        >
          {line.text}
        </Text>
      ))}
      {payment && (
        <Text size="small" tone="secondary">
          {payment}
        </Text>
      )}
    </Stack>
  );
}
