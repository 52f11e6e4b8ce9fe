import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from '../../ds/Link/Link';
import { openCookiePreferencesAtom } from '../cookie-consent';
import * as css from './Footer.css';

/**
 * Once a cookie choice is stored the bar is gone, and with it its settings link: the footer
 * offers the preferences dialog instead, so the choice can be changed at any time.
 */
export function CookieSettingsLink() {
  const { t } = useTranslation('cookieConsent');
  const open = useSetAtom(openCookiePreferencesAtom);
  return (
    <span className={css.smallText}>
      <Link onPress={open}>{t('bar.settings')}</Link>
    </span>
  );
}
