import { useTranslation } from 'react-i18next';
import { Inline, Stack } from '../../ds/layout';
import { PolicyKind, PolicyLink } from '../policies';
import { CookieSettingsLink } from './CookieSettingsLink';
import * as css from './Footer.css';
import { RecaptchaNotice } from './RecaptchaNotice';
import type { FooterCopyrightText } from './rules';

/**
 * The footer's last lines: the copyright (page-shell §9: the configured text, else the brand's
 * default for the current year), the disclaimer and cookie-settings links, the recaptcha notice.
 */
export function FooterCopyright({
  copyright,
  brand,
  showDisclaimerLink,
  showCookieSettings,
}: {
  copyright: FooterCopyrightText;
  brand: string;
  showDisclaimerLink: boolean;
  showCookieSettings: boolean;
}) {
  const { t } = useTranslation('footer');
  return (
    <Stack space="sm">
      <Inline space="lg" alignY="baseline">
        <p className={css.copyright}>
          {copyright.kind === 'configured'
            ? copyright.text
            : t('copyright', { year: copyright.year, brand })}
        </p>
        {showDisclaimerLink && (
          <span className={css.smallText}>
            <PolicyLink kind={PolicyKind.Disclaimer}>{t('links.disclaimer')}</PolicyLink>
          </span>
        )}
        {showCookieSettings && <CookieSettingsLink />}
      </Inline>
      <RecaptchaNotice />
    </Stack>
  );
}
