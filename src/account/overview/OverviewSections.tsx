import { useAtomValue, useSetAtom } from 'jotai';
import { type ReactNode, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../ds/Badge/Badge';
import { Button } from '../../ds/Button/Button';
import { Card } from '../../ds/Card/Card';
import {
  ChevronRightIcon,
  CreditCardIcon,
  DocumentIcon,
  MailIcon,
  SearchIcon,
  WarningIcon,
} from '../../ds/icons';
import { Link } from '../../ds/Link/Link';
import { Box, Inline, Stack } from '../../ds/layout';
import { Skeleton, SkeletonGroup } from '../../ds/Skeleton/Skeleton';
import { siteConfigAtom } from '../../platform/config/atoms';
import { formatServerDate } from '../../platform/format/dates';
import { formatMoney } from '../../platform/format/money';
import { siteContextAtom } from '../../platform/site/atoms';
import { clockAtom } from '../../platform/state/clock';
import { licenses } from '../licenses';
import { accountLinksAtom } from '../links';
import { accountHref } from '../navigation';
import { paymentMethods } from '../payment-methods';
import { billingKey, displayKindKey, stateBadge, subscriptions } from '../subscriptions';
import { critical, detail, figure, itemTitle, planRow, text } from './overview.css';
import {
  licenseSummary,
  type OverviewPlanRow,
  overviewPlans,
  type SavedCardStatus,
  savedCardStatus,
} from './rules';

/** "Today" as a Date, from the pinned clock. */
function useNow(): Date {
  return new Date(useAtomValue(clockAtom).now());
}

/** A section's failed load: one sentence and "Try again" (the §8 dialog, if any, is the client's). */
export function SectionFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(['account', 'common']);
  return (
    <Stack space="sm" align="start">
      <p className={text}>{t('account:overview.sectionFailed')}</p>
      <Button variant="secondary" size="sm" onPress={onRetry}>
        {t('common:actions.tryAgain')}
      </Button>
    </Stack>
  );
}

/** A few text lines standing for a section that is loading. */
function SectionSkeleton({ lines = 3 }: { lines?: number }) {
  return (
    <SkeletonGroup>
      <Skeleton lines={lines} />
    </SkeletonGroup>
  );
}

/** A card-framed section of the overview, with its own loading state. */
function OverviewCard({
  heading,
  footer,
  skeletonLines,
  children,
}: {
  heading: ReactNode;
  footer?: ReactNode;
  skeletonLines?: number;
  children: ReactNode;
}) {
  return (
    <Card heading={heading} headingLevel={3} variant="outline" footer={footer}>
      <Suspense fallback={<SectionSkeleton lines={skeletonLines} />}>{children}</Suspense>
    </Card>
  );
}

// ----- plans -----------------------------------------------------------------------------------

function PlanRow({ row }: { row: OverviewPlanRow }) {
  const { t } = useTranslation('subscriptions');
  const { t: ta } = useTranslation('account');
  const { locale } = useAtomValue(siteContextAtom);
  const brand = useAtomValue(siteConfigAtom).values.sitebrand ?? '';
  const badge = stateBadge[row.state];
  const date = formatServerDate(row.date, locale);
  const amount = row.amount === null ? null : formatMoney(row.amount, locale, row.countryCode);
  const billing = row.frequency ? t(`billing.${billingKey[row.frequency]}`) : null;
  return (
    <Box as="li">
      <div className={planRow}>
        <Stack space="xs">
          <Inline space="sm" align="spaceBetween">
            <h4 className={itemTitle}>{t(`kinds.${displayKindKey[row.kind]}`, { brand })}</h4>
            <Badge tone={badge.tone}>{t(`state.${badge.key}`)}</Badge>
          </Inline>
          {row.state === 'cancelled' ? (
            date && <p className={detail}>{t('dates.accessUntil', { date })}</p>
          ) : (
            <Inline space="sm" alignY="baseline">
              {amount && <span className={figure}>{amount}</span>}
              {billing && <span className={detail}>{billing}</span>}
              {date && (
                <span className={detail}>
                  {t(row.state === 'initial-trial' ? 'dates.trialEnds' : 'dates.nextCharge', {
                    date,
                  })}
                </span>
              )}
            </Inline>
          )}
          {row.cardExpired && (
            <Inline space="xs" alignY="center">
              <WarningIcon size="sm" />
              <p className={critical}>{ta('overview.plans.cardExpired')}</p>
            </Inline>
          )}
        </Stack>
      </div>
    </Box>
  );
}

function LoadedPlans() {
  const { t } = useTranslation(['account', 'subscriptions']);
  const subs = useAtomValue(subscriptions.value);
  const cards = useAtomValue(paymentMethods.value);
  const reload = useSetAtom(subscriptions.reload);
  const links = useAtomValue(accountLinksAtom);
  const now = useNow();
  if (!subs.ok) return <SectionFailed onRetry={reload} />;
  const plans = overviewPlans(subs.data, cards.ok ? cards.data : [], now);
  if (plans.rows.length === 0) {
    return (
      <Stack space="sm" align="start">
        <p className={text}>{t('subscriptions:empty')}</p>
        {links.allContracts && (
          <Link variant="standalone" href={links.allContracts} icon={<SearchIcon size="sm" />}>
            {t('account:overview.tasks.browseDocuments')}
          </Link>
        )}
      </Stack>
    );
  }
  return (
    <Stack space="sm">
      <Box as="ul">
        {plans.rows.map((row) => (
          <PlanRow key={row.subscriptionId} row={row} />
        ))}
      </Box>
      {plans.otherCount > 0 && (
        <p className={detail}>{t('account:overview.plans.more', { count: plans.otherCount })}</p>
      )}
    </Stack>
  );
}

/**
 * The member's plans: what renews, with its amount and next charge (the trial's end), then
 * cancelled plans with the day access ends; expired and library purchases are counted. A plan
 * whose card has expired says so. Links to the Subscriptions tab.
 */
export function PlansSection() {
  const { t } = useTranslation('account');
  return (
    <OverviewCard
      heading={t('overview.plans.title')}
      skeletonLines={4}
      footer={
        <Link
          variant="standalone"
          href={accountHref.subscriptions()}
          icon={<ChevronRightIcon size="sm" />}
        >
          {t('overview.plans.manage')}
        </Link>
      }
    >
      <LoadedPlans />
    </OverviewCard>
  );
}

// ----- licenses --------------------------------------------------------------------------------

function LoadedLicenses() {
  const { t } = useTranslation(['account', 'subscriptions']);
  const result = useAtomValue(licenses.value);
  const reload = useSetAtom(licenses.reload);
  const now = useNow();
  if (!result.ok) return <SectionFailed onRetry={reload} />;
  const summary = licenseSummary(result.data, now);
  if (summary.total === 0) return <p className={text}>{t('subscriptions:licenses.empty')}</p>;
  return (
    <Stack space="xs">
      <span className={figure}>{t('subscriptions:licenses.count', { count: summary.total })}</span>
      <Inline space="sm">
        <Badge tone="success" dot>
          {t('account:overview.licenses.active', { count: summary.active })}
        </Badge>
        {summary.expired > 0 && (
          <Badge tone="neutral" dot>
            {t('account:overview.licenses.expired', { count: summary.expired })}
          </Badge>
        )}
      </Inline>
    </Stack>
  );
}

/** How many document licenses the member holds, active and expired; links to the licenses tab. */
export function LicensesSection() {
  const { t } = useTranslation(['account', 'subscriptions']);
  return (
    <OverviewCard
      heading={t('subscriptions:licenses.title')}
      skeletonLines={2}
      footer={
        <Link
          variant="standalone"
          href={accountHref.licenses()}
          icon={<ChevronRightIcon size="sm" />}
        >
          {t('account:overview.licenses.view')}
        </Link>
      }
    >
      <LoadedLicenses />
    </OverviewCard>
  );
}

// ----- saved cards -----------------------------------------------------------------------------

function useCardStatus():
  | { ok: true; status: SavedCardStatus }
  | { ok: false; reload: () => void } {
  const cards = useAtomValue(paymentMethods.value);
  const subs = useAtomValue(subscriptions.value);
  const reload = useSetAtom(paymentMethods.reload);
  const now = useNow();
  if (!cards.ok) return { ok: false, reload };
  // Without the subscriptions (failed), the cards alone still say whether one has expired.
  return { ok: true, status: savedCardStatus(subs.ok ? subs.data : [], cards.data, now) };
}

function LoadedCardStatus() {
  const { t } = useTranslation(['account', 'paymentMethods']);
  const card = useCardStatus();
  if (!card.ok) return <SectionFailed onRetry={card.reload} />;
  const { status } = card;
  switch (status.kind) {
    case 'expired-in-use':
      return (
        <Inline space="xs" alignY="center">
          <WarningIcon size="sm" />
          <p className={critical}>{t('account:overview.cards.expiredTitle')}</p>
        </Inline>
      );
    case 'expired-unused':
      return (
        <p className={text}>{t('account:overview.cards.expiredUnused', { count: status.count })}</p>
      );
    case 'ok':
      return <p className={text}>{t('account:overview.cards.ok', { count: status.count })}</p>;
    default:
      return <p className={text}>{t('paymentMethods:empty')}</p>;
  }
}

/** The saved cards at a glance (expired, up to date, none); links to Settings. */
export function CardsSection() {
  const { t } = useTranslation(['account', 'paymentMethods']);
  return (
    <OverviewCard
      heading={t('paymentMethods:title')}
      skeletonLines={2}
      footer={
        <Link
          variant="standalone"
          href={accountHref.settings()}
          icon={<ChevronRightIcon size="sm" />}
        >
          {t('account:overview.cards.manage')}
        </Link>
      }
    >
      <LoadedCardStatus />
    </OverviewCard>
  );
}

function LoadedExpiredCardWarning() {
  const { t } = useTranslation(['account', 'paymentMethods']);
  const card = useCardStatus();
  const headingId = useId();
  if (!card.ok || card.status.kind !== 'expired-in-use') return null;
  const { last4Digits, planCount } = card.status;
  return (
    <section aria-labelledby={headingId}>
      <Card variant="outline" tone="warning" padding="md">
        <Stack space="sm" align="start">
          <Inline space="xs" alignY="center">
            <WarningIcon />
            <h3 id={headingId} className={itemTitle}>
              {t('account:overview.cards.expiredTitle')}
            </h3>
          </Inline>
          <p className={text}>
            {last4Digits
              ? t('account:overview.cards.expiredBody', { last4: last4Digits, count: planCount })
              : t('account:overview.cards.expiredBodyUnknown')}
          </p>
          <Link
            variant="standalone"
            href={accountHref.settings()}
            icon={<CreditCardIcon size="sm" />}
          >
            {t('paymentMethods:actions.update')}
          </Link>
        </Stack>
      </Card>
    </section>
  );
}

/**
 * The warning a member must act on: the card paying a renewing plan has expired, so the next
 * charge will fail. Shown at the top of the overview with a link to Settings; nothing otherwise
 * (nor while loading).
 */
export function ExpiredCardWarning() {
  return (
    <Suspense fallback={null}>
      <LoadedExpiredCardWarning />
    </Suspense>
  );
}

// ----- shortcuts -------------------------------------------------------------------------------

/**
 * The shortest way to each common task: manage or cancel a subscription and view receipts (the
 * Subscriptions tab), update the card and change the email (Settings), browse documents (the
 * site). Static: it needs no data, so it never waits or fails.
 */
export function TasksSection() {
  const { t } = useTranslation('account');
  const links = useAtomValue(accountLinksAtom);
  const tasks = [
    {
      id: 'manageSubscription',
      href: accountHref.subscriptions(),
      icon: <ChevronRightIcon size="sm" />,
    },
    { id: 'receipts', href: accountHref.subscriptions(), icon: <DocumentIcon size="sm" /> },
    { id: 'updateCard', href: accountHref.settings(), icon: <CreditCardIcon size="sm" /> },
    { id: 'changeEmail', href: accountHref.settings(), icon: <MailIcon size="sm" /> },
    { id: 'browseDocuments', href: links.allContracts, icon: <SearchIcon size="sm" /> },
  ] as const;
  return (
    <Card heading={t('overview.tasks.title')} headingLevel={3} variant="sunken" padding="md">
      <Stack as="ul" space="sm">
        {tasks.flatMap((task) =>
          task.href
            ? [
                <Link key={task.id} variant="standalone" href={task.href} icon={task.icon}>
                  {t(`overview.tasks.${task.id}`)}
                </Link>,
              ]
            : [],
        )}
      </Stack>
    </Card>
  );
}
