import { useAtomValue } from 'jotai';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ds/Button/Button';
import { Heading } from '../../../ds/Heading/Heading';
import { Link } from '../../../ds/Link/Link';
import { Inline, Stack } from '../../../ds/layout';
import { Radio, RadioGroup } from '../../../ds/RadioGroup/RadioGroup';
import { Text } from '../../../ds/Text/Text';
import { TextField } from '../../../ds/TextField/TextField';
import { siteContextAtom } from '../../../platform/site/atoms';
import { cancelReasonsFor } from '..';
import * as styles from './flow.css';
import type { CancelSubject } from './model';
import { useCancelSubmit } from './useCancelSubmit';
import { useFormat } from './useFormat';
import { useSubscriptionsHref } from './useSubscriptionsHref';

export interface CancelReasonStepProps {
  subject: CancelSubject;
  /** The subscription's name. */
  name: string;
  /** After a successful cancel (the funnel goes to its success page). */
  onSuccess: () => void;
}

/**
 * The funnel's reason step: the country's reasons (§6, no something-else in FR) and free text.
 * The trimmed text decides the call (§5 `cancelRequestFor`): with text, cancel-with-reason
 * (reason and text); without, the plain cancel. The choices stay put when the call fails.
 */
export function CancelReasonStep({ subject, name, onSuccess }: CancelReasonStepProps) {
  const { t } = useTranslation('cancellation');
  const { country } = useAtomValue(siteContextAtom);
  const format = useFormat();
  const listHref = useSubscriptionsHref();
  const [reason, setReason] = useState<string | null>(null);
  const [freeText, setFreeText] = useState('');
  const { submit, isPending } = useCancelSubmit(onSuccess);
  const { summary, subscription } = subject;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit({ subscriptionId: subscription.subscriptionId, reason, freeText });
  };
  return (
    <section className={styles.column} data-testid="cancel-reason-step">
      <form onSubmit={onSubmit} aria-labelledby="cancel-reason-title">
        <Stack space="xl">
          <Stack space="md">
            <Heading level={2} size="page" id="cancel-reason-title">
              {t(summary.trial ? 'trial.title' : 'plain.title', { name })}
            </Heading>
            <Text>
              {summary.trial && subscription.nextChargeDate
                ? t('trial.body', { date: format.date(subscription.nextChargeDate) })
                : t('intro')}
            </Text>
          </Stack>
          <RadioGroup
            label={t('reasons.label')}
            value={reason}
            onChange={setReason}
            isDisabled={isPending}
          >
            {cancelReasonsFor(country).map((id) => (
              <Radio key={id} value={id}>
                {t(`reasons.${id}`)}
              </Radio>
            ))}
          </RadioGroup>
          <TextField
            multiline
            label={t('freeText.label')}
            description={t('freeText.description')}
            value={freeText}
            onChange={setFreeText}
            isDisabled={isPending}
            maxLength={2000}
          />
          <Inline space="lg">
            <Button type="submit" variant="critical" isPending={isPending}>
              {t('confirm')}
            </Button>
            <Link variant="standalone" href={listHref}>
              {t('keep')}
            </Link>
          </Inline>
        </Stack>
      </form>
    </section>
  );
}
