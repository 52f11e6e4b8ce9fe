import { useAtomValue, useSetAtom } from 'jotai';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../ds/Button/Button';
import { Link } from '../../../ds/Link/Link';
import { Inline } from '../../../ds/layout';
import { Text } from '../../../ds/Text/Text';
import { clockAtom } from '../../../platform/state/clock';
import { useEventually } from '../../../platform/state/useEventually';
import { showAlertAtom } from '../../../shell/alerts';
import { type CancelQuery, InvalidQuery, parseCancelQuery, useValidQuery } from '../../navigation';
import { CancelSummaryView } from './CancelSummaryView';
import { cancelDataAtom, reloadLicensesAtom, reloadSubscriptionsAtom } from './data';
import { FlowFrame } from './FlowFrame';
import { FlowMessage } from './FlowMessage';
import { FlowSkeleton } from './FlowSkeleton';
import { type CancelSubject, cancelSubjectFor } from './model';
import { SubscriptionsFailed } from './SubscriptionsFailed';
import { useCancelSubmit } from './useCancelSubmit';
import { useFormat } from './useFormat';
import { useSubscriptionName } from './useSubscriptionName';
import { useSubscriptionsHref } from './useSubscriptionsHref';

/**
 * `/subscriptions/cancel` — the plain cancel page (every country; the only one outside the
 * funnel countries): the subscription named, what the member keeps and what stops, "Keep my
 * subscription" and "Confirm cancellation" (the plain cancel call, once). On success the list
 * shows the reloaded subscriptions and a success message.
 */
export function CancelPage() {
  const query = useValidQuery(parseCancelQuery);
  if (query.kind === 'invalid') return <InvalidQuery params={query.params} />;
  return (
    <Suspense fallback={<FlowSkeleton />}>
      <PlainCancel query={query.value} />
    </Suspense>
  );
}

/** The subject of a cancel page, or the message that replaces it. */
export function useCancelSubject(query: CancelQuery) {
  const data = useEventually(cancelDataAtom);
  const now = new Date(useAtomValue(clockAtom).now());
  return {
    result: cancelSubjectFor({
      subscriptionId: query.subscriptionId,
      subscriptions: data.subscriptions,
      licenses: data.licenses,
      upgradePaths: null,
      now,
    }),
    licensesFailed: !data.licenses.ok,
  };
}

/** The message of a subject that cannot be cancelled (not loaded, not found, not renewing). */
export function SubjectProblem({
  result,
  name,
}: {
  result: ReturnType<typeof cancelSubjectFor>;
  name: (subject: CancelSubject) => string;
}) {
  const { t } = useTranslation('cancellation');
  const reload = useSetAtom(reloadSubscriptionsAtom);
  if (result.kind === 'failed') return <SubscriptionsFailed reload={reload} />;
  if (result.kind === 'not-found') {
    return <FlowMessage title={t('title')} body={t('state.notFound')} testId="cancel-not-found" />;
  }
  return (
    <FlowMessage
      title={t('title')}
      body={t('state.notRenewing', { name: name(result.subject) })}
      testId="cancel-not-renewing"
    />
  );
}

function PlainCancel({ query }: { query: CancelQuery }) {
  const { t } = useTranslation('cancellation');
  const { result, licensesFailed } = useCancelSubject(query);
  const nameOf = useSubscriptionName();
  const name = (subject: CancelSubject) => nameOf(subject.subscription, query.subscriptionName);
  const reloadLicenses = useSetAtom(reloadLicensesAtom);
  const format = useFormat();
  const navigate = useNavigate();
  const listHref = useSubscriptionsHref();
  const showAlert = useSetAtom(showAlertAtom);
  const subject = result.kind === 'found' ? result.subject : null;
  const { submit, isPending } = useCancelSubmit(() => {
    if (!subject) return;
    const { summary } = subject;
    showAlert({
      tone: 'success',
      title: t('success.title'),
      lines: [
        summary.trial
          ? t('success.trialBody')
          : summary.accessUntil
            ? t('success.body', { date: format.date(summary.accessUntil) })
            : t('success.bodyNoDate'),
      ],
    });
    void navigate(listHref);
  });

  if (!subject?.renewing) return <SubjectProblem result={result} name={name} />;
  const { summary, subscription } = subject;
  const subscriptionName = name(subject);
  return (
    <FlowFrame
      title={t(summary.trial ? 'trial.title' : 'plain.title', { name: subscriptionName })}
      testId="cancel-page"
    >
      <Text>
        {summary.trial && subscription.nextChargeDate
          ? t('trial.body', { date: format.date(subscription.nextChargeDate) })
          : t('plain.intro')}
      </Text>
      <CancelSummaryView
        summary={summary}
        name={subscriptionName}
        licensesFailed={licensesFailed}
        onRetryLicenses={reloadLicenses}
      />
      <Inline space="lg">
        <Button
          variant="critical"
          isPending={isPending}
          onPress={() => void submit({ subscriptionId: subscription.subscriptionId })}
        >
          {t('confirm')}
        </Button>
        <Link variant="standalone" href={listHref}>
          {t('keep')}
        </Link>
      </Inline>
    </FlowFrame>
  );
}
