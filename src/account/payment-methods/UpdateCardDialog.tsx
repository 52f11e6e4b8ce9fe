import { useAtomValue, useSetAtom } from 'jotai';
import { useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ds/Button/Button';
import { Card } from '../../ds/Card/Card';
import { Dialog, Modal } from '../../ds/Dialog/Dialog';
import { ErrorIcon } from '../../ds/icons';
import { Column, Columns, Stack } from '../../ds/layout';
import { Text } from '../../ds/Text/Text';
import { TextField } from '../../ds/TextField/TextField';
import type { PaymentMethod } from '../../platform/api/contract';
import { clockAtom } from '../../platform/state/clock';
import { updatePaymentMethodAtom } from './atoms';
import {
  type CardFormField,
  type CardFormValues,
  cardFormDefaults,
  checkCardUpdate,
  hasStartDate,
} from './cardRules';
import { Note, usePaymentMethodTitle } from './PaymentMethodCard';
import * as styles from './PaymentMethods.css';
import { paymentMethodView } from './rules';

export interface UpdateCardDialogProps {
  /** The stored card being updated. */
  card: PaymentMethod;
  /** Called when the member closes the dialog without saving. */
  onClose: () => void;
  /** Called once the update succeeded (payment methods and subscriptions are reloading). */
  onUpdated: () => void;
}

/**
 * The update form of a saved card (account-dashboard §3, §5, §7) in a modal. The number is
 * optional (blank keeps the stored one); name, expiry and security code are required; a
 * start date is asked for cards that carry one. Each field shows its translated problem on
 * submit and focus goes to the first invalid one. While saving the form cannot be sent again
 * or closed; a failed save keeps everything typed and says so in the form (the call's own
 * error dialog is suppressed).
 */
export function UpdateCardDialog({ card, onClose, onUpdated }: UpdateCardDialogProps) {
  const { t } = useTranslation('paymentMethods');
  const { t: tc } = useTranslation('common');
  const now = new Date(useAtomValue(clockAtom).now());
  const update = useSetAtom(updatePaymentMethodAtom);
  const view = paymentMethodView(card, now);
  const title = usePaymentMethodTitle()(view);
  const [values, setValues] = useState<CardFormValues>(() => cardFormDefaults(card));
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<{ message: string | null } | null>(null);
  const sending = useRef(false);

  const check = checkCardUpdate(card, values, now);
  const field = (name: CardFormField) => ({
    name,
    value: values[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    validate: () => {
      const error = check.errors[name];
      return error ? t(`validation.${error}`) : null;
    },
  });

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current || !check.payload) return;
    sending.current = true;
    setPending(true);
    setFailure(null);
    const result = await update(check.payload);
    sending.current = false;
    setPending(false);
    if (result.ok) onUpdated();
    else setFailure({ message: result.failure.message });
  };

  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen && !sending.current) onClose();
      }}
      isDismissable={!pending}
      isKeyboardDismissDisabled={pending}
      fullScreenOnMobile
    >
      <Form onSubmit={submit} validationBehavior="native" className={styles.dialogForm}>
        <Dialog
          title={t('update.title')}
          footer={
            <>
              <Button slot="close" variant="secondary" isDisabled={pending}>
                {tc('actions.cancel')}
              </Button>
              <Button type="submit" isPending={pending}>
                {t('actions.save')}
              </Button>
            </>
          }
        >
          <Stack space="lg">
            <Text>{title}</Text>
            {failure && (
              <div role="alert">
                <Card variant="outline" tone="critical" padding="md">
                  <Stack space="xs">
                    <Note tone={styles.noteCritical} icon={<ErrorIcon size="sm" />}>
                      {t('update.failed')}
                    </Note>
                    {failure.message && (
                      <Text size="small" tone="secondary">
                        {failure.message}
                      </Text>
                    )}
                  </Stack>
                </Card>
              </div>
            )}
            <TextField
              {...field('cardNumber')}
              label={t('fields.cardNumber')}
              description={
                view.last4Digits
                  ? t('update.cardNumberHelp', { last4: view.last4Digits })
                  : t('update.cardNumberHelpNoNumber')
              }
              autoComplete="cc-number"
              inputMode="numeric"
              maxLength={23}
            />
            <TextField
              {...field('nameOnCard')}
              label={t('fields.nameOnCard')}
              autoComplete="cc-name"
              isRequired
            />
            <Columns space="md">
              <Column>
                <TextField
                  {...field('expirationMonth')}
                  label={t('fields.expiryMonth')}
                  autoComplete="cc-exp-month"
                  inputMode="numeric"
                  maxLength={2}
                  isRequired
                />
              </Column>
              <Column>
                <TextField
                  {...field('expirationYear')}
                  label={t('fields.expiryYear')}
                  placeholder={t('update.yearPlaceholder')}
                  autoComplete="cc-exp-year"
                  inputMode="numeric"
                  maxLength={4}
                  isRequired
                />
              </Column>
            </Columns>
            {hasStartDate(card) && (
              <TextField
                {...field('cardStartDate')}
                label={t('fields.startDate')}
                description={t('update.startDateHelp')}
                inputMode="numeric"
                maxLength={7}
              />
            )}
            <TextField
              {...field('cvv')}
              label={t('fields.cvv')}
              description={t('fields.cvvHelp')}
              autoComplete="cc-csc"
              inputMode="numeric"
              maxLength={4}
              isRequired
            />
          </Stack>
        </Dialog>
      </Form>
    </Modal>
  );
}
