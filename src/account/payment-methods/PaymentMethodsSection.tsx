import { useAtomValue, useSetAtom } from 'jotai';
import { unwrap } from 'jotai/utils';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ds/Button/Button';
import { Card } from '../../ds/Card/Card';
import { Heading } from '../../ds/Heading/Heading';
import { ErrorIcon, SuccessIcon } from '../../ds/icons';
import { Box, Inline, Stack } from '../../ds/layout';
import { Skeleton, SkeletonGroup } from '../../ds/Skeleton/Skeleton';
import { Text } from '../../ds/Text/Text';
import type { PaymentMethod } from '../../platform/api/contract';
import { clockAtom } from '../../platform/state/clock';
import { paymentMethods } from './atoms';
import { Note, PaymentMethodCard } from './PaymentMethodCard';
import * as styles from './PaymentMethods.css';
import { isListed, paymentMethodView } from './rules';

// Each dialog is its own chunk, fetched when a member first opens it.
export const loadUpdateCardDialog = () => import('./UpdateCardDialog');
export const loadDeleteCardDialog = () => import('./DeleteCardDialog');

const UpdateCardDialog = lazy(() =>
  loadUpdateCardDialog().then((module) => ({ default: module.UpdateCardDialog })),
);
const DeleteCardDialog = lazy(() =>
  loadDeleteCardDialog().then((module) => ({ default: module.DeleteCardDialog })),
);

/**
 * The list without suspending: undefined until the first answer, then the latest one. A reload
 * (after an update) or a local edit (after a removal) keeps the cards on screen meanwhile, so
 * the buttons focus returns to stay in place.
 */
const paymentMethodsSoFar = unwrap(paymentMethods.value, (previous) => previous);

type OpenDialog = { kind: 'update' | 'delete'; card: PaymentMethod } | null;

interface ListProps {
  onUpdate: (card: PaymentMethod) => void;
  onDelete: (card: PaymentMethod) => void;
}

/** The loaded list: the saved methods, the empty message, or the failed state with Try again. */
function PaymentMethodList({ onUpdate, onDelete }: ListProps) {
  const { t } = useTranslation('paymentMethods');
  const { t: tc } = useTranslation('common');
  const result = useAtomValue(paymentMethodsSoFar);
  const reload = useSetAtom(paymentMethods.reload);
  const now = new Date(useAtomValue(clockAtom).now());

  if (!result) return <ListSkeleton />;
  if (!result.ok) {
    // The call's error dialog is suppressed (§7): this message is the member's only feedback.
    return (
      <Card variant="outline" tone="critical" padding="md">
        <Stack space="md" align="start">
          <Note tone={styles.noteCritical} icon={<ErrorIcon size="sm" />}>
            {t('loadFailed')}
          </Note>
          <Button variant="secondary" size="sm" onPress={() => reload()}>
            {tc('actions.tryAgain')}
          </Button>
        </Stack>
      </Card>
    );
  }
  // Only cards the member saved; a removed card stays in the data as not user-saved (§4).
  const saved = result.data.filter(isListed);
  if (saved.length === 0) return <Text>{t('empty')}</Text>;
  return (
    <Stack space="md" as="ul">
      {saved.map((card) => (
        <PaymentMethodCard
          key={card.creditCardId}
          view={paymentMethodView(card, now)}
          onUpdate={() => onUpdate(card)}
          onDelete={() => onDelete(card)}
        />
      ))}
    </Stack>
  );
}

function ListSkeleton() {
  return (
    <SkeletonGroup>
      <Stack space="md">
        {[0, 1].map((key) => (
          <Card key={key} variant="outline" padding="md">
            <Inline space="md" alignY="top">
              <Skeleton variant="block" width="3rem" height="2.5rem" />
              <Box>
                <Skeleton lines={3} width="12rem" />
              </Box>
            </Inline>
          </Card>
        ))}
      </Stack>
    </SkeletonGroup>
  );
}

/**
 * The member's saved payment methods (account-dashboard §3–§5, §7): a level-3 section of the
 * settings page (under its h2 title) with its loading, empty and failed states, and the update and remove dialogs
 * (loaded on first use). Success is announced in the section.
 */
export function PaymentMethodsSection() {
  const { t } = useTranslation('paymentMethods');
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [done, setDone] = useState<'updated' | 'deleted' | null>(null);

  const open = (kind: 'update' | 'delete') => (card: PaymentMethod) => {
    setDone(null);
    setDialog({ kind, card });
  };
  const finish = (outcome: 'updated' | 'deleted') => {
    setDialog(null);
    setDone(outcome);
  };
  // After an update focus returns to the card's Update button (the dialog restores it); a
  // removed card's button is gone, so focus goes to the section heading instead.
  useEffect(() => {
    if (done === 'deleted' && !dialog) heading.current?.focus();
  }, [done, dialog]);

  return (
    <Box as="section" aria-labelledby={headingId}>
      <Stack space="lg">
        <Heading
          level={3}
          size="section"
          id={headingId}
          ref={heading}
          tabIndex={-1}
          className={styles.focusedHeading}
        >
          {t('title')}
        </Heading>
        <div role="status" className={styles.status}>
          {done && (
            <Note tone={styles.noteSuccess} icon={<SuccessIcon size="sm" />}>
              {t(`success.${done}`)}
            </Note>
          )}
        </div>
        <PaymentMethodList onUpdate={open('update')} onDelete={open('delete')} />
      </Stack>
      <Suspense fallback={null}>
        {dialog?.kind === 'update' && (
          <UpdateCardDialog
            card={dialog.card}
            onClose={() => setDialog(null)}
            onUpdated={() => finish('updated')}
          />
        )}
        {dialog?.kind === 'delete' && (
          <DeleteCardDialog
            card={dialog.card}
            onClose={() => setDialog(null)}
            onDeleted={() => finish('deleted')}
          />
        )}
      </Suspense>
    </Box>
  );
}
