import { atom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Card } from '../../ds/Card/Card';
import { EditIcon } from '../../ds/icons';
import { Link } from '../../ds/Link/Link';
import { Column, Columns, Stack } from '../../ds/layout';
import { siteConfigAtom } from '../../platform/config/atoms';
import { variationOrControlAtom } from '../../platform/experiments/atoms';
import { locationAtom } from '../../shell/country-selector';
import { accountLinksAtom } from '../links';
import { benefit, benefitIcon } from './MemberBenefits.css';
import { isESignBenefitShown } from './rules';

/**
 * The member's region (state or province): the page location's current region (from the
 * address's `loc`, page-shell §2–3), else Quebec when the site configuration flags it; null
 * when unknown.
 */
const userRegionAtom = atom((get): string | null => {
  const region = get(locationAtom).currentRegion?.regionCode?.trim();
  if (region) return region;
  return get(siteConfigAtom).values.isQuebecRegion ? 'QC' : null;
});

/** §6 Whether the e-signature benefit shows on this site for this member. */
const eSignBenefitShownAtom = atom((get) => {
  const config = get(siteConfigAtom);
  return isESignBenefitShown({
    country: config.countryCode,
    variation: get(variationOrControlAtom('esignExpansionHeader')),
    userRegion: get(userRegionAtom),
    unsupportedRegions: config.values.unsupportedRegions,
  });
});

export interface MemberBenefitsProps {
  /** Level of the "Your member benefits" heading in the page outline. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /**
   * Where the e-signature link goes. @default the site's e-signature landing page with utm
   * source, medium and the `member-benefits` campaign (`accountLinksAtom`)
   */
  eSignatureHref?: string;
}

/**
 * E-signature member benefits (account-dashboard §6): always in the US; in CA, GB and AU only
 * at variation N of the e-sign expansion experiment; never where the member's region is in the
 * configured list of unsupported regions. A heading, the benefit and a link to the e-signature
 * landing page.
 */
export function MemberBenefits({ headingLevel = 2, eSignatureHref }: MemberBenefitsProps) {
  const { t } = useTranslation('account');
  const shown = useAtomValue(eSignBenefitShownAtom);
  const links = useAtomValue(accountLinksAtom);
  if (!shown) return null;
  const href = eSignatureHref ?? links.eSignature;
  return (
    <Card heading={t('memberBenefits.title')} headingLevel={headingLevel} variant="outline">
      <Stack space="md" align="start">
        <Columns space="sm" alignY="top">
          <Column width="content">
            <span className={benefitIcon}>
              <EditIcon />
            </span>
          </Column>
          <Column>
            <p className={benefit}>{t('memberBenefits.eSign')}</p>
          </Column>
        </Columns>
        {href && (
          <Link variant="standalone" href={href}>
            {t('links.eSignature')}
          </Link>
        )}
      </Stack>
    </Card>
  );
}
