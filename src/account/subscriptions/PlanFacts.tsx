import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Stack } from '../../ds/layout';
import { Text } from '../../ds/Text/Text';
import type { DateLineText } from './cardTexts';
import * as styles from './SubscriptionCard.css';

export interface PlanFactsProps {
  /** The plan's name, for the summary's accessible name. */
  name: string;
  /** The dates, the headline first. */
  dates: DateLineText[];
  price: string | null;
  tax: string | null;
  payment: string | null;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <Text as="dt" size="xsmall" tone="secondary" weight="medium" caps>
        {label}
      </Text>
      {children}
    </div>
  );
}

/** The refined card's plan (§9): a summary of next charge, price and payment, then later dates. */
export function PlanFacts({ name, dates, price, tax, payment }: PlanFactsProps) {
  const { t } = useTranslation('subscriptions');
  const [headline, ...laterDates] = dates;
  return (
    <>
      <dl className={styles.summary} aria-label={t('card.summary', { name })}>
        {headline && (
          <Fact label={t(`dateLabels.${headline.kind}`)}>
            <Text as="dd" weight="strong">
              {headline.date}
            </Text>
          </Fact>
        )}
        {price && (
          <Fact label={t('price.label')}>
            <Text as="dd" weight="strong">
              {price}
            </Text>
            {tax && (
              <Text as="dd" size="small" tone="secondary">
                {tax}
              </Text>
            )}
          </Fact>
        )}
        {payment && (
          <Fact label={t('payment.label')}>
            <Text as="dd" weight="strong">
              {payment}
            </Text>
          </Fact>
        )}
      </dl>
      {laterDates.length > 0 && (
        <Stack space="xxs">
          {laterDates.map((line) => (
            <Text size="small" tone="secondary" key={line.kind}>
              {line.text}
            </Text>
          ))}
        </Stack>
      )}
    </>
  );
}
