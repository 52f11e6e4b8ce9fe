import { useAtomValue, useSetAtom } from 'jotai';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Tiles } from '../../ds/layout';
import { Skeleton, SkeletonGroup } from '../../ds/Skeleton/Skeleton';
import { Text } from '../../ds/Text/Text';
import { clockAtom } from '../../platform/state/clock';
import { useEventually } from '../../platform/state/useEventually';
import { LoadFailed } from '../shared';
import { licenses } from './atoms';
import { LicenseCard } from './LicenseCard';
import { licenseViews } from './rules';

export interface LicenseListProps {
  /** Level of each license's heading, one below the list's own heading. @default 3 */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The cards' grid: a card is a few short lines, so a card across the whole page would be
 * mostly empty.
 */
const columns = { mobile: 1, tablet: 2, desktop: 3 } as const;

/** Two card-shaped placeholders while the licenses load. */
export function LicenseListSkeleton() {
  return (
    <SkeletonGroup>
      <Tiles space="md" columns={columns}>
        <Skeleton variant="block" height="7rem" />
        <Skeleton variant="block" height="7rem" />
      </Tiles>
    </SkeletonGroup>
  );
}

function LoadedLicenseList({ headingLevel = 3 }: LicenseListProps) {
  const { t } = useTranslation('subscriptions');
  const result = useEventually(licenses.value);
  const reload = useSetAtom(licenses.reload);
  const now = useAtomValue(clockAtom).now();
  if (!result.ok) return <LoadFailed message={t('licenses.loadFailed')} onRetry={reload} />;
  const views = licenseViews(result.data, new Date(now));
  if (views.length === 0) return <Text>{t('licenses.empty')}</Text>;
  return (
    <Tiles as="ul" space="md" columns={columns}>
      {views.map((view) => (
        <LicenseCard key={view.key} license={view} headingLevel={headingLevel} />
      ))}
    </Tiles>
  );
}

/**
 * The member's document licenses (account-dashboard §3, §4) as a list of cards, active ones
 * first; a skeleton while loading, a sentence when there are none, and an inline failed state
 * with "Try again" (the failed call's dialog comes from the API client, §8). No heading of its
 * own: the page around it names the list.
 */
export function LicenseList(props: LicenseListProps) {
  return (
    <Suspense fallback={<LicenseListSkeleton />}>
      <LoadedLicenseList {...props} />
    </Suspense>
  );
}
