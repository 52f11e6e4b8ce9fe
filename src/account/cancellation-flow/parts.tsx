/** Pieces every cancellation screen shares: frame, loading and failed states, names, summary. */
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ds/Button/Button';
import { Card } from '../../ds/Card/Card';
import { CheckIcon, CloseIcon } from '../../ds/icons';
import { Link } from '../../ds/Link/Link';
import { Stack } from '../../ds/layout';
import { Skeleton, SkeletonGroup } from '../../ds/Skeleton/Skeleton';
import type { Subscription } from '../../platform/api/contract';
import { siteConfigAtom } from '../../platform/config/atoms';
import { formatDisplayDate, formatServerDate } from '../../platform/format/dates';
import { formatMoney } from '../../platform/format/money';
import { siteContextAtom } from '../../platform/site/atoms';
import type { CancelSummary } from '../cancellation';
import { accountHref, accountTabsAtom } from '../navigation';
import { displayKind } from '../subscriptions';
import * as styles from './flow.css';
import { kindNameKey } from './model';

/** The page column: the page's h2 title, then its content. */
export function FlowFrame({
  title,
  children,
  testId,
}: {
  title: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section className={styles.column} data-testid={testId}>
      <Stack space="xl">
        <h2 className={styles.pageTitle}>{title}</h2>
        {children}
      </Stack>
    </section>
  );
}

/** The Suspense fallback of a cancellation screen. */
export function FlowSkeleton() {
  return (
    <div className={styles.column}>
      <SkeletonGroup>
        <Stack space="lg">
          <Skeleton width="60%" />
          <Skeleton lines={3} />
          <Skeleton variant="block" height="8rem" />
        </Stack>
      </SkeletonGroup>
    </div>
  );
}

/**
 * Where the member's subscriptions are listed: the subscriptions list, or the combined tab on
 * sites without a subscriptions tab (legal-contracts, main outside the utility countries) — the
 * same way back as the navigation's InvalidQuery.
 */
export function useSubscriptionsHref(): string {
  const tabs = useAtomValue(accountTabsAtom);
  const hasList = tabs.some((tab) => tab.id === 'subscriptions');
  const hasCombined = tabs.some((tab) => tab.id === 'subscriptions-and-licenses');
  return !hasList && hasCombined ? accountHref.combined() : accountHref.subscriptions();
}

/** "Back to your subscriptions" (the way out of every cancellation screen). */
export function BackToList() {
  const { t } = useTranslation('cancellation');
  const href = useSubscriptionsHref();
  return (
    <div>
      <Link variant="standalone" href={href}>
        {t('state.backToList')}
      </Link>
    </div>
  );
}

/** A designed message instead of the screen (failed load, unknown or already ended plan). */
export function FlowMessage({
  title,
  body,
  onRetry,
  testId,
}: {
  title: ReactNode;
  body: ReactNode;
  /** Shows "Try again" (a failed load). */
  onRetry?: () => void;
  testId?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <FlowFrame title={title} testId={testId}>
      <p className={styles.text}>{body}</p>
      {onRetry && (
        <div>
          <Button variant="secondary" onPress={onRetry}>
            {t('actions.tryAgain')}
          </Button>
        </div>
      )}
      <BackToList />
    </FlowFrame>
  );
}

/** The failed subscriptions load: message and "Try again" (reloads the resource). */
export function SubscriptionsFailed({ reload }: { reload: () => void }) {
  const { t } = useTranslation('cancellation');
  return (
    <FlowMessage
      title={t('title')}
      body={t('state.loadFailed')}
      onRetry={reload}
      testId="cancel-load-failed"
    />
  );
}

/**
 * Formatters in the site's locale. Money is in the currency of the country it is charged in (a
 * subscription's own country, §9), which need not be the site's: a member who bought in the US
 * sees US dollars on the Canadian site too.
 */
export function useFormat() {
  const { locale, country } = useAtomValue(siteContextAtom);
  return {
    locale,
    country,
    date: (text: string | null | undefined) => formatServerDate(text, locale) ?? '',
    dateOf: (instant: Date, withTime = false) => formatDisplayDate(instant, locale, { withTime }),
    money: (amount: number, countryCode: string | null) => formatMoney(amount, locale, countryCode),
  };
}

/**
 * The subscription's name: the query's `subscriptionName` when the list passed one, else its
 * display kind in the member's language.
 */
export function useSubscriptionName() {
  const { t } = useTranslation();
  // The keys are `subscriptions:kinds.*`, chosen at run time from the display kind.
  const translate = t as unknown as (key: string, values: Record<string, string>) => string;
  const brand = useAtomValue(siteConfigAtom).values.sitebrand ?? '';
  return (
    subscription: Pick<Subscription, 'originalBuyOptionName' | 'isLibrary'>,
    given?: string | null,
  ) => given?.trim() || translate(kindNameKey[displayKind(subscription)], { brand });
}

export interface CancelSummaryViewProps {
  summary: CancelSummary;
  /** The subscription's name. */
  name: string;
  /** The licenses failed to load: say so instead of "no licenses" (with a retry). */
  licensesFailed?: boolean;
  onRetryLicenses?: () => void;
  /** Level of the two section headings. @default 3 */
  headingLevel?: 3 | 4;
}

/** What the member keeps and what stops, side by side on desktop, stacked on phones. */
export function CancelSummaryView({
  summary,
  name,
  licensesFailed = false,
  onRetryLicenses,
  headingLevel = 3,
}: CancelSummaryViewProps) {
  const { t } = useTranslation(['cancellation', 'common']);
  const format = useFormat();
  const kept: ReactNode[] = [];
  if (summary.accessUntil) {
    kept.push(
      t(summary.trial ? 'summary.trialAccessUntil' : 'summary.accessUntil', {
        name,
        date: format.date(summary.accessUntil),
      }),
    );
  } else {
    kept.push(t('summary.accessUntilEnd', { name }));
  }
  for (const license of summary.keptLicenses) {
    const licenseName = license.name ?? t('summary.unnamedLicense');
    kept.push(
      license.expiryDate
        ? t('summary.licenseUntil', { name: licenseName, date: format.date(license.expiryDate) })
        : t('summary.licenseForever', { name: licenseName }),
    );
  }
  const stopped: ReactNode[] = [t('summary.renewal', { name })];
  if (summary.stoppedCharge) {
    stopped.push(
      t(summary.trial ? 'summary.trialCharge' : 'summary.nextCharge', {
        amount: format.money(summary.stoppedCharge.amount, summary.stoppedCharge.countryCode),
        date: format.date(summary.stoppedCharge.date),
      }),
    );
  }
  return (
    <Stack space="lg">
      <Card heading={t('summary.keepTitle')} headingLevel={headingLevel} variant="outline">
        <Stack space="md">
          <ul className={styles.factList}>
            {kept.map((line, index) => (
              // Lines are built in a fixed order from the summary: the index is stable.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={index} className={styles.fact}>
                <span className={styles.keptIcon}>
                  <CheckIcon />
                </span>
                <span>{line}</span>
              </li>
            ))}
          </ul>
          {licensesFailed ? (
            <Stack space="sm" align="start">
              <p className={styles.hint}>{t('summary.licensesFailed')}</p>
              {onRetryLicenses && (
                <Button variant="tertiary" size="sm" onPress={onRetryLicenses}>
                  {t('common:actions.tryAgain')}
                </Button>
              )}
            </Stack>
          ) : (
            summary.keptLicenses.length === 0 && (
              <p className={styles.hint}>{t('summary.noLicenses')}</p>
            )
          )}
        </Stack>
      </Card>
      <Card heading={t('summary.stopTitle')} headingLevel={headingLevel} variant="outline">
        <ul className={styles.factList}>
          {stopped.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed order, see above
            <li key={index} className={styles.fact}>
              <span className={styles.stoppedIcon}>
                <CloseIcon />
              </span>
              <span>{line}</span>
            </li>
          ))}
        </ul>
      </Card>
    </Stack>
  );
}
