import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../ds/Button/Button';
import { Card } from '../../../ds/Card/Card';
import { Heading } from '../../../ds/Heading/Heading';
import { Link } from '../../../ds/Link/Link';
import { Inline, Stack } from '../../../ds/layout';
import { Text } from '../../../ds/Text/Text';
import { variationOrControlAtom } from '../../../platform/experiments/atoms';
import { clockAtom } from '../../../platform/state/clock';
import { useEventually } from '../../../platform/state/useEventually';
import {
  accountHref,
  type CancelQuery,
  funnelReasonStep,
  InvalidQuery,
  isFunnelReasonStep,
  parseCancelQuery,
  useValidQuery,
} from '../../navigation';
import { logMissingYearlyPriceAtom } from '../../shared';
import { cancelFunnelDialogFor } from '..';
import { SubjectProblem } from './CancelPage';
import { CancelReasonStep } from './CancelReasonStep';
import { CancelSummaryView } from './CancelSummaryView';
import { landingDataAtom, reloadLicensesAtom } from './data';
import { FlowFrame } from './FlowFrame';
import { FlowSkeleton } from './FlowSkeleton';
import { type CancelSubject, cancelSubjectFor } from './model';
import { useCancelSubmit } from './useCancelSubmit';
import { useFormat } from './useFormat';
import { useSubscriptionName } from './useSubscriptionName';
import { useSubscriptionsHref } from './useSubscriptionsHref';

// The experiment's dialogs load only when a variation shows them (their own chunks).
export const loadRetentionDialog = () => import('./RetentionDialog');
export const loadQuickCancelDialog = () => import('./QuickCancelDialog');

const RetentionDialog = lazy(loadRetentionDialog);
const QuickCancelDialog = lazy(loadQuickCancelDialog);

/**
 * `/subscriptions/cancel_v2` — the funnel (US, CA, GB, AU): the landing (what the member keeps
 * and what stops; keep, the yearly alternative, a calendar reminder, continue), then the reason
 * step (`?step=reason`). The member-cancel-funnel experiment adds a dialog to "Continue to
 * cancel": N a retention dialog before the reason step, F a one-step confirm that cancels at once.
 */
export function CancelLandingPage() {
  const query = useValidQuery(parseCancelQuery);
  if (query.kind === 'invalid') return <InvalidQuery params={query.params} />;
  return (
    <Suspense fallback={<FlowSkeleton />}>
      <Funnel query={query.value} />
    </Suspense>
  );
}

function Funnel({ query }: { query: CancelQuery }) {
  const data = useEventually(landingDataAtom);
  const now = new Date(useAtomValue(clockAtom).now());
  const nameOf = useSubscriptionName();
  const name = (subject: CancelSubject) => nameOf(subject.subscription, query.subscriptionName);
  const [params, setParams] = useSearchParams();
  const result = cancelSubjectFor({
    subscriptionId: query.subscriptionId,
    subscriptions: data.subscriptions,
    licenses: data.licenses,
    upgradePaths: data.upgradePaths,
    now,
  });
  const subject = result.kind === 'found' ? result.subject : null;
  const navigate = useNavigate();
  const toSuccess = () => {
    if (!subject) return;
    void navigate(
      accountHref.cancelSuccess({
        initialTrial: subject.summary.trial,
        nextChargeDate: subject.subscription.nextChargeDate,
      }),
    );
  };
  if (!subject?.renewing) return <SubjectProblem result={result} name={name} />;
  const subscriptionName = name(subject);
  // The reason step is a query value, so Back returns to the landing.
  if (isFunnelReasonStep(params)) {
    return <CancelReasonStep subject={subject} name={subscriptionName} onSuccess={toSuccess} />;
  }
  return (
    <Landing
      subject={subject}
      name={subscriptionName}
      licensesFailed={!data.licenses.ok}
      onContinue={() =>
        setParams((current) => {
          const next = new URLSearchParams(current);
          next.set(funnelReasonStep.param, funnelReasonStep.value);
          return next;
        })
      }
      onCancelled={toSuccess}
    />
  );
}

function Landing({
  subject,
  name,
  licensesFailed,
  onContinue,
  onCancelled,
}: {
  subject: CancelSubject;
  name: string;
  licensesFailed: boolean;
  onContinue: () => void;
  onCancelled: () => void;
}) {
  const { t } = useTranslation('cancellation');
  const format = useFormat();
  const reloadLicenses = useSetAtom(reloadLicensesAtom);
  const listHref = useSubscriptionsHref();
  const dialog = cancelFunnelDialogFor(useAtomValue(variationOrControlAtom('memberCancelFunnel')));
  const [open, setOpen] = useState<'retention' | 'quick-confirm' | null>(null);
  const { submit, isPending } = useCancelSubmit(onCancelled);
  const { summary, subscription, yearly, reminderDate } = subject;

  // §8 A yearly counterpart without a price: log it (once per subscription and plan).
  const logMissingPrice = useSetAtom(logMissingYearlyPriceAtom);
  const missingPrice = yearly.kind === 'missing-price' ? yearly.buyOptionName : null;
  useEffect(() => {
    if (missingPrice) {
      logMissingPrice({ subscriptionId: subscription.subscriptionId, buyOptionName: missingPrice });
    }
  }, [logMissingPrice, missingPrice, subscription.subscriptionId]);

  return (
    <FlowFrame
      title={t(summary.trial ? 'landing.trialTitle' : 'landing.title', { name })}
      testId="cancel-landing"
    >
      <CancelSummaryView
        summary={summary}
        name={name}
        licensesFailed={licensesFailed}
        onRetryLicenses={reloadLicenses}
      />
      {(yearly.kind === 'offer' || reminderDate) && (
        <Stack space="md">
          <Heading level={3} size="subsection">
            {t('landing.offersTitle')}
          </Heading>
          {yearly.kind === 'offer' && (
            <Card heading={t('landing.yearlyTitle')} headingLevel={4} variant="sunken" padding="md">
              <Stack space="sm">
                <Text>
                  {t('landing.yearlyBody', {
                    amount: format.money(yearly.monthlyCost, subscription.countryCode),
                  })}
                </Text>
                <div>
                  <Link variant="standalone" href={listHref}>
                    {t('landing.yearlyLink')}
                  </Link>
                </div>
              </Stack>
            </Card>
          )}
          {reminderDate && (
            <Card heading={t('reminder.title')} headingLevel={4} variant="sunken" padding="md">
              <Stack space="sm">
                <Text>{t('reminder.offer')}</Text>
                <div>
                  <Link
                    variant="standalone"
                    href={accountHref.reminderV2({ remindDate: reminderDate })}
                  >
                    {t('reminder.set')}
                  </Link>
                </div>
              </Stack>
            </Card>
          )}
        </Stack>
      )}
      <Inline space="lg">
        <Button
          variant="secondary"
          isPending={isPending}
          onPress={() => (dialog ? setOpen(dialog) : onContinue())}
        >
          {t('landing.continue')}
        </Button>
        <Link variant="standalone" href={listHref}>
          {t('keep')}
        </Link>
      </Inline>
      {open === 'retention' && (
        <Suspense fallback={null}>
          <RetentionDialog
            name={name}
            summary={summary}
            onResult={(choice) => {
              setOpen(null);
              if (choice === 'confirm') onContinue();
            }}
          />
        </Suspense>
      )}
      {open === 'quick-confirm' && (
        <Suspense fallback={null}>
          <QuickCancelDialog
            name={name}
            summary={summary}
            onResult={(choice) => {
              setOpen(null);
              if (choice === 'confirm')
                void submit({ subscriptionId: subscription.subscriptionId });
            }}
          />
        </Suspense>
      )}
    </FlowFrame>
  );
}
