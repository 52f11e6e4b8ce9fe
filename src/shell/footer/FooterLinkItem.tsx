import { useTranslation } from 'react-i18next';
import { Link } from '../../ds/Link/Link';
import { PolicyLink } from '../policies';
import * as css from './Footer.css';
import type { FooterLink, FooterLinkId } from './rules';

const LINK_LABEL = {
  home: 'links.home',
  aboutUs: 'links.about',
  contact: 'links.contact',
  helpCenter: 'links.helpCenter',
  howItWorks: 'links.howItWorks',
  legalDocuments: 'links.legalDocuments',
  lawLibrary: 'links.lawLibrary',
  businessSolutions: 'links.businessSolutions',
  affiliate: 'links.affiliateProgram',
  careers: 'links.careers',
  terms: 'links.terms',
  cookiePolicy: 'links.cookiePolicy',
  privacyPolicy: 'links.privacy',
  legalNotice: 'links.legalNotice',
  cancel: 'links.cancel',
  editorialPolicy: 'links.editorialPolicy',
} as const satisfies Record<FooterLinkId, string>;

/** One footer link; a policy link opens its policy dialog instead of leaving the page. */
export function FooterLinkItem({ link }: { link: FooterLink }) {
  const { t } = useTranslation('footer');
  const label = t(LINK_LABEL[link.id]);
  return (
    <span className={css.linkText}>
      {link.policy ? (
        <PolicyLink kind={link.policy} variant="standalone">
          {label}
        </PolicyLink>
      ) : (
        <Link variant="standalone" href={link.url} isExternal={link.newTab}>
          {label}
        </Link>
      )}
    </span>
  );
}
