import { useId } from 'react';
import { Text } from '../../ds/Text/Text';
import type { OrderForm } from '../domain';
import { OrderFormButton } from './OrderFormButton';
import * as styles from './SubscriptionCard.css';

export interface OrderOfferProps {
  /** Highlighted as a promo card (promo overrides), with a primary button. */
  promo: boolean;
  title: string;
  /** Lines under the title; a null line is left out. */
  lines: (string | null)[];
  form: OrderForm;
  label: string;
}

/** An offer on the card (upgrade, all access): what it is, and the button that orders it. */
export function OrderOffer({ promo, title, lines, form, label }: OrderOfferProps) {
  const id = useId();
  return (
    <div className={styles.offer({ promo })}>
      <div id={id}>
        <Text weight="strong">{title}</Text>
        {lines.filter(Boolean).map((text) => (
          <Text size="small" tone="secondary" key={text}>
            {text}
          </Text>
        ))}
      </div>
      <OrderFormButton form={form} label={label} describedBy={id} primary={promo} />
    </div>
  );
}
