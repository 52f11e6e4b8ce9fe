import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Card } from '../../ds/Card/Card';
import { EditIcon } from '../../ds/icons';
import { Link } from '../../ds/Link/Link';
import { Column, Columns, Stack } from '../../ds/layout';
import { Text } from '../../ds/Text/Text';
import { accountLinksAtom } from '../links';
import { eSignShownAtom } from './atoms';
import { benefitIcon } from './MemberBenefits.css';

export interface MemberBenefitsProps {
  /** Level of the "Your member benefits" heading in the page outline (a section of a dashboard page, under its h2). @default 3 */
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
 * configured list of unsupported regions (`eSignShownAtom`: the region is the page location's,
 * else Quebec when the site configuration flags it). A heading, the benefit and a link to the
 * e-signature landing page.
 */
export function MemberBenefits({ headingLevel = 3, eSignatureHref }: MemberBenefitsProps) {
  const { t } = useTranslation('account');
  const shown = useAtomValue(eSignShownAtom);
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
            <Text>{t('memberBenefits.eSign')}</Text>
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
