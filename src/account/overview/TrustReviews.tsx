import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Card } from '../../ds/Card/Card';
import { StarIcon } from '../../ds/icons';
import { Link } from '../../ds/Link/Link';
import { Inline, Stack } from '../../ds/layout';
import { visuallyHidden } from '../../ds/styles/visuallyHidden.css';
import { Text } from '../../ds/Text/Text';
import { siteConfigAtom } from '../../platform/config/atoms';
import { accountLinksAtom } from '../links';
import { isTrustWidgetShown } from './rules';
import { stars } from './TrustReviews.css';

/**
 * §1 "Over 3400 5-Star Reviews": the number the widget states. The site configuration has no
 * reviews count (only trust-logo settings), so it lives here, one place to change.
 */
export const TRUST_REVIEW_COUNT = 3400;

/** §1 The rating the stars show. */
const TRUST_REVIEW_RATING = 5;

export interface TrustReviewsProps {
  /** The number of 5-star reviews. @default TRUST_REVIEW_COUNT (3400) */
  count?: number;
  /** Where "Read our reviews" goes. @default the site's reviews page (`accountLinksAtom`) */
  reviewsHref?: string;
}

/**
 * The trust-review widget (account-dashboard §1): five stars, "Over 3400 5-star reviews" and a
 * link to the reviews page. Hidden for DE and FR (§6). The stars are decorative; a visually
 * hidden "Rated 5 out of 5" says what they show.
 */
export function TrustReviews({ count = TRUST_REVIEW_COUNT, reviewsHref }: TrustReviewsProps) {
  const { t } = useTranslation('account');
  const { countryCode } = useAtomValue(siteConfigAtom);
  const links = useAtomValue(accountLinksAtom);
  if (!isTrustWidgetShown(countryCode)) return null;
  const href = reviewsHref ?? links.reviews;
  return (
    <Card variant="sunken" padding="md">
      <Stack space="sm" align="start">
        <Inline space="sm" alignY="center">
          <span className={stars} aria-hidden="true">
            {Array.from({ length: TRUST_REVIEW_RATING }, (_, index) => (
              // Five identical stars that never reorder.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <StarIcon key={index} size="inherit" />
            ))}
          </span>
          <span className={visuallyHidden}>
            {t('trust.rating', { rating: TRUST_REVIEW_RATING })}
          </span>
          <Text size="headline">{t('trust.reviews', { count })}</Text>
        </Inline>
        {href && (
          <Link variant="standalone" href={href}>
            {t('links.reviews')}
          </Link>
        )}
      </Stack>
    </Card>
  );
}
