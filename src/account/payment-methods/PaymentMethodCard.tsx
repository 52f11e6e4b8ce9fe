import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../ds/Badge/Badge';
import { Button } from '../../ds/Button/Button';
import { Card } from '../../ds/Card/Card';
import { Heading } from '../../ds/Heading/Heading';
import { CreditCardIcon, EditIcon, InfoIcon, TrashIcon, WarningIcon } from '../../ds/icons';
import { Column, Columns, Inline, Stack } from '../../ds/layout';
import { Text } from '../../ds/Text/Text';
import * as styles from './PaymentMethods.css';
import { cardBrandNames, type PaymentMethodView } from './rules';

/** The translated name of a card brand (trademarks stay as they are). */
export function useBrandName() {
  const { t } = useTranslation('paymentMethods');
  return (cardTypeCode: string) => cardBrandNames[cardTypeCode] ?? t('brands.other');
}

/** The heading text of a payment method: "Visa ending in 4242", "PayPal account". */
export function usePaymentMethodTitle() {
  const { t } = useTranslation('paymentMethods');
  const brandName = useBrandName();
  return (view: PaymentMethodView) => {
    if (view.kind === 'paypal') return t('paypal.label');
    const cardType = brandName(view.cardTypeCode);
    return view.last4Digits ? t('card.endingIn', { cardType, last4: view.last4Digits }) : cardType;
  };
}

/**
 * The brand logo. Decorative (`alt=""`): the card's heading already names the brand. Without
 * a logo address, or when the image fails to load, a card icon stands in.
 */
function CardLogo({ url }: { url: string | null }) {
  const [failed, setFailed] = useState(false);
  return (
    <span className={styles.logo}>
      {url && !failed ? (
        <img src={url} alt="" className={styles.logoImage} onError={() => setFailed(true)} />
      ) : (
        <CreditCardIcon />
      )}
    </span>
  );
}

function Note({ tone, icon, children }: { tone: string; icon: ReactNode; children: ReactNode }) {
  return (
    <p className={`${styles.note} ${tone}`}>
      <span className={styles.noteIcon}>{icon}</span>
      <span>{children}</span>
    </p>
  );
}

export interface PaymentMethodCardProps {
  /** What the card shows (`paymentMethodView`). */
  view: PaymentMethodView;
  /** Opens the update form; shown only when `view.canUpdate`. */
  onUpdate?: () => void;
  /** Opens the remove confirmation. */
  onDelete?: () => void;
}

/**
 * One saved payment method: logo, brand and last four (or "PayPal account"), name on card,
 * expiry, the expired badge and warning, the update-disabled explanation, and its actions
 * (each described by the card's heading, so "Update card" says which card).
 */
export function PaymentMethodCard({ view, onUpdate, onDelete }: PaymentMethodCardProps) {
  const { t } = useTranslation('paymentMethods');
  const titleId = useId();
  const title = usePaymentMethodTitle()(view);
  const actions = (
    <Inline space="sm">
      {view.canUpdate && onUpdate && (
        <Button
          variant="secondary"
          size="sm"
          icon={<EditIcon />}
          aria-describedby={titleId}
          onPress={onUpdate}
        >
          {t('actions.update')}
        </Button>
      )}
      {onDelete && (
        <Button
          variant="tertiary"
          size="sm"
          icon={<TrashIcon />}
          aria-describedby={titleId}
          onPress={onDelete}
        >
          {view.kind === 'paypal' ? t('actions.deletePayPal') : t('actions.delete')}
        </Button>
      )}
    </Inline>
  );
  return (
    <Card variant="outline" padding="md" footer={actions}>
      <Stack space="md">
        <Columns space="md">
          <Column width="content">
            <CardLogo url={view.logoUrl} />
          </Column>
          <Column>
            <Stack space="xs">
              <Inline space="sm">
                <Heading level={4} size="item" id={titleId}>
                  {title}
                </Heading>
                {view.expired && <Badge tone="critical">{t('card.expired')}</Badge>}
              </Inline>
              {view.nameOnCard && <Text>{view.nameOnCard}</Text>}
              {view.expiry && (
                <Text size="small" tone="secondary">
                  {view.expired ? t('card.expiredOn', view.expiry) : t('card.expires', view.expiry)}
                </Text>
              )}
            </Stack>
          </Column>
        </Columns>
        {(view.expired || view.updateDisabled) && (
          <Stack space="sm">
            {view.expired && (
              <Note tone={styles.noteWarning} icon={<WarningIcon size="sm" />}>
                {t('card.expiredWarning')}
              </Note>
            )}
            {view.updateDisabled && (
              <Note tone={styles.noteInfo} icon={<InfoIcon size="sm" />}>
                {t('card.updateDisabled')}
              </Note>
            )}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

export { Note };
