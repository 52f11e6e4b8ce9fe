import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, useId, useMemo, useState, useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ds/Button/Button';
import { Card } from '../../ds/Card/Card';
import { Heading } from '../../ds/Heading/Heading';
import { Link } from '../../ds/Link/Link';
import { Box, Stack } from '../../ds/layout';
import { Skeleton, SkeletonGroup } from '../../ds/Skeleton/Skeleton';
import { Text } from '../../ds/Text/Text';
import { siteConfigAtom } from '../../platform/config/atoms';
import { variationOrControlAtom } from '../../platform/experiments/atoms';
import { resolveRedirect } from '../../platform/navigation/redirect';
import { siteContextAtom } from '../../platform/site/atoms';
import { useEventually } from '../../platform/state/useEventually';
import { arePromoCardOverridesOn } from '../domain';
import type { SubscriptionLike } from '../model';
import { logMissingYearlyPriceAtom } from '../shared';
import { upgradePaths } from '../upgrade';
import { subscriptions } from './atoms';
import {
  type SubscriptionCardModel,
  siteOriginOf,
  sortSubscriptions,
  subscriptionCardModel,
} from './rules';
import { SubscriptionCard } from './SubscriptionCard';
import { useSmallScreen } from './useSmallScreen';

/** The confirmation's chunk: most visits never reactivate anything. */
export const loadReactivateDialog = () => import('./ReactivateDialog');

const ReactivateDialog = lazy(loadReactivateDialog);

export interface SubscriptionListProps {
  /** Level of each card's heading, one below the heading around the list. @default 3 */
  headingLevel?: 2 | 3 | 4;
}

/** Card-shaped placeholders while the subscriptions load. */
export function SubscriptionListSkeleton() {
  return (
    <SkeletonGroup>
      <Stack space="md">
        <Skeleton variant="block" height="12rem" />
        <Skeleton variant="block" height="12rem" />
      </Stack>
    </SkeletonGroup>
  );
}

/** The designed failed state: what happened and Try again (besides the §8 error dialog). */
export function SubscriptionListFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(['subscriptions', 'common']);
  const [isPending, startTransition] = useTransition();
  return (
    <Card variant="outline" tone="critical" padding="md">
      <Stack space="md" align="start">
        <Stack space="xxs">
          <Text size="small" weight="strong">
            {t('subscriptions:list.failedTitle')}
          </Text>
          <Text size="small" tone="secondary">
            {t('subscriptions:list.failedBody')}
          </Text>
        </Stack>
        <Button
          variant="secondary"
          size="sm"
          isPending={isPending}
          onPress={() => startTransition(onRetry)}
        >
          {t('common:actions.tryAgain')}
        </Button>
      </Stack>
    </Card>
  );
}

/** No subscriptions: say so, and offer the way to the documents. */
function SubscriptionListEmpty() {
  const { t } = useTranslation('subscriptions');
  const config = useAtomValue(siteConfigAtom);
  const browse = resolveRedirect(config.values.legalDocuments ?? '/', {
    siteOrigin: siteOriginOf(config.host || 'localhost'),
  });
  return (
    <Card variant="sunken" padding="md">
      <Stack space="sm" align="start">
        <Text>{t('empty')}</Text>
        <Text size="small" tone="secondary">
          {t('list.emptyBody')}
        </Text>
        <Link variant="standalone" href={browse}>
          {t('list.browse')}
        </Link>
      </Stack>
    </Card>
  );
}

interface ListBodyProps extends SubscriptionListProps {
  onReactivate: (model: SubscriptionCardModel) => void;
}

function LoadedSubscriptionList(props: ListBodyProps) {
  const result = useEventually(subscriptions.value);
  const reload = useSetAtom(subscriptions.reload);
  if (!result.ok) return <SubscriptionListFailed onRetry={reload} />;
  if (result.data.length === 0) return <SubscriptionListEmpty />;
  return <SubscriptionCards {...props} list={result.data} />;
}

/** The cards, once there are subscriptions (only then are upgrade paths needed). */
function SubscriptionCards({
  list,
  headingLevel = 3,
  onReactivate,
}: ListBodyProps & { list: readonly SubscriptionLike[] }) {
  const paths = useEventually(upgradePaths.value);
  const logMissingYearlyPrice = useSetAtom(logMissingYearlyPriceAtom);
  const { country, locale } = useAtomValue(siteContextAtom);
  const config = useAtomValue(siteConfigAtom);
  const isSmallScreen = useSmallScreen();
  const refinement = useAtomValue(variationOrControlAtom('subscriptionCardRefinement'));
  const phase1 = useAtomValue(variationOrControlAtom('bundleSubscriptionPhase1'));
  const phase1Ro = useAtomValue(variationOrControlAtom('bundleSubscriptionPhase1Ro'));
  const promo = arePromoCardOverridesOn(useAtomValue(variationOrControlAtom('promoCards')));

  const models = useMemo(
    () =>
      sortSubscriptions(list).map((subscription) =>
        subscriptionCardModel({
          subscription,
          country,
          locale,
          host: config.host || 'localhost',
          isSmallScreen,
          // A failed upgrade-path load only hides the upgrades (§7: a failed result).
          upgradePaths: paths.ok ? paths.data : [],
          variations: {
            subscriptionCardRefinement: refinement,
            bundleSubscriptionPhase1: phase1,
            bundleSubscriptionPhase1Ro: phase1Ro,
          },
          promo,
        }),
      ),
    [list, paths, country, locale, config.host, isSmallScreen, refinement, phase1, phase1Ro, promo],
  );

  // §8 "No yearly price found": once per subscription (the atom remembers).
  useEffect(() => {
    for (const model of models) {
      if (model.allAccessOffer?.yearlyPriceMissing) {
        logMissingYearlyPrice({
          subscriptionId: model.subscriptionId,
          buyOptionName: model.allAccessOffer.buyOptionName,
        });
      }
    }
  }, [models, logMissingYearlyPrice]);

  return (
    <Stack as="ul" space="md">
      {models.map((model) => (
        <SubscriptionCard
          key={model.subscriptionId}
          model={model}
          brandName={config.values.sitebrand ?? ''}
          headingLevel={headingLevel}
          onReactivate={onReactivate}
        />
      ))}
    </Stack>
  );
}

/**
 * The member's subscriptions as cards (account-dashboard §2–§4, §9), what still renews first:
 * skeleton cards while loading, a sentence and a way to the documents when there are none, an
 * inline failed state with Try again. No heading of its own: the combined Subscriptions &
 * Licenses tab and the Subscriptions tab put it under theirs.
 */
export function SubscriptionList(props: SubscriptionListProps) {
  // The dialog lives outside the list's Suspense: the reload after reactivating suspends the
  // list, and the dialog must stay mounted through it to close and restore focus.
  const [reactivating, setReactivating] = useState<SubscriptionCardModel | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  return (
    <>
      <Suspense fallback={<SubscriptionListSkeleton />}>
        <LoadedSubscriptionList
          {...props}
          onReactivate={(chosen) => {
            setReactivating(chosen);
            setDialogOpen(true);
          }}
        />
      </Suspense>
      {reactivating && (
        <Suspense fallback={null}>
          <ReactivateDialog
            subscriptionId={reactivating.subscriptionId}
            renewDate={reactivating.dates.find((d) => d.kind === 'accessUntil')?.date ?? null}
            isOpen={dialogOpen}
            onOpenChange={setDialogOpen}
          />
        </Suspense>
      )}
    </>
  );
}

/** The Subscriptions tab (`/subscriptions/`): its title and the list. */
export function SubscriptionsPage() {
  const { t } = useTranslation('account');
  const titleId = useId();
  return (
    <Box as="section" aria-labelledby={titleId}>
      <Stack space="lg">
        <Heading level={2} size="page" id={titleId}>
          {t('pages.subscriptions')}
        </Heading>
        <SubscriptionList headingLevel={3} />
      </Stack>
    </Box>
  );
}
