import { useAtomValue } from 'jotai';
import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../ds/Badge/Badge';
import { Card } from '../../ds/Card/Card';
import { Heading } from '../../ds/Heading/Heading';
import { ChevronRightIcon } from '../../ds/icons';
import { Link } from '../../ds/Link/Link';
import { Inline, Stack, Tiles } from '../../ds/layout';
import { Text } from '../../ds/Text/Text';
import { siteConfigAtom } from '../../platform/config/atoms';
import { variationOrControlAtom } from '../../platform/experiments/atoms';
import { useEventually } from '../../platform/state/useEventually';
import { accountLinksAtom, isOffSite, siteOriginAtom } from '../links';
import { subscriptions } from '../subscriptions';
import { arePartnerOffersShown, arePromoCardOverridesOn, partnerOffers, promoCards } from './rules';

/**
 * Partner offers (account-dashboard §9, US, variation N of `partnerOffers`): a small section of
 * partner services (online notary, attorney advice, business formation), each a card with a
 * link, and a note that independent partners provide them. The control shows nothing.
 */
export function PartnerOffers() {
  const { t } = useTranslation('account');
  const variation = useAtomValue(variationOrControlAtom('partnerOffers'));
  const links = useAtomValue(accountLinksAtom);
  const origin = useAtomValue(siteOriginAtom);
  const brand = useAtomValue(siteConfigAtom).values.sitebrand ?? '';
  const headingId = useId();
  if (!arePartnerOffersShown(variation)) return null;
  const offers = partnerOffers(links);
  if (offers.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Stack space="md">
        <Stack space="xs">
          <Heading level={3} size="section" id={headingId}>
            {t('partnerOffers.title')}
          </Heading>
          <Text size="small" tone="secondary">
            {t('partnerOffers.note', { brand })}
          </Text>
        </Stack>
        <Tiles as="ul" space="md" columns={{ mobile: 1, tablet: offers.length >= 3 ? 3 : 2 }}>
          {offers.map((offer) => (
            <Card key={offer.id} variant="outline" padding="md">
              <Stack space="sm" align="start">
                <Heading level={4} size="item">
                  {t(`partnerOffers.${offer.id}.title`)}
                </Heading>
                <Text>{t(`partnerOffers.${offer.id}.body`)}</Text>
                <Link
                  variant="standalone"
                  href={offer.href}
                  isExternal={isOffSite(offer.href, origin)}
                  icon={<ChevronRightIcon size="sm" />}
                >
                  {t(`partnerOffers.${offer.id}.cta`)}
                </Link>
              </Stack>
            </Card>
          ))}
        </Tiles>
      </Stack>
    </section>
  );
}

function LoadedPromoCards() {
  const { t } = useTranslation('account');
  const result = useEventually(subscriptions.value);
  const links = useAtomValue(accountLinksAtom);
  const headingId = useId();
  // Without the member's plans we cannot tell what they hold: offer nothing rather than guess.
  if (!result.ok) return null;
  const cards = promoCards(result.data, links);
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Stack space="md">
        <Heading level={3} size="section" id={headingId}>
          {t('promoCards.title')}
        </Heading>
        <Tiles as="ul" space="md" columns={{ mobile: 1, tablet: 2 }}>
          {cards.map((card) => (
            <Card key={card.id} variant="elevated" tone="info" padding="md">
              <Stack space="sm" align="start">
                <Inline space="sm" alignY="center">
                  <Badge tone="info">{t('promoCards.badge')}</Badge>
                  <Heading level={4} size="item">
                    {t(`promoCards.${card.id}.title`)}
                  </Heading>
                </Inline>
                <Text>{t(`promoCards.${card.id}.body`)}</Text>
                <Link variant="standalone" href={card.href} icon={<ChevronRightIcon size="sm" />}>
                  {t(`promoCards.${card.id}.cta`)}
                </Link>
              </Stack>
            </Card>
          ))}
        </Tiles>
      </Stack>
    </section>
  );
}

/**
 * Promo cards (account-dashboard §9, US, variation N of `promoCards`): up to two promotional
 * cards for the bundles and legal advice the member does not hold yet. The promo-card style
 * overrides of the subscription cards follow the same variation (`arePromoCardOverridesOn`).
 * The control shows nothing; nothing shows while the plans load or when they failed.
 */
export function PromoCards() {
  const variation = useAtomValue(variationOrControlAtom('promoCards'));
  if (!arePromoCardOverridesOn(variation)) return null;
  return (
    <Suspense fallback={null}>
      <LoadedPromoCards />
    </Suspense>
  );
}
