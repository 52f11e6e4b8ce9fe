import { Trans, useTranslation } from 'react-i18next';
import { PolicyKind, PolicyLink } from '../policies';
import * as css from './Footer.css';

/**
 * One language's disclaimer (page-shell §2, §4 AI assistant, §9 locale blocks). A block in
 * another language than the page's says so with `lang` and opens its policies in that language.
 */
export function DisclaimerBlock({
  locale,
  brand,
  wording,
}: {
  locale: string;
  brand: string;
  wording: 'aiDisclaimer' | 'default';
}) {
  const { i18n } = useTranslation('footer');
  const own = locale === i18n.language;
  const t = i18n.getFixedT(locale, 'footer');
  const policyLocale = own ? undefined : locale;
  return (
    <p className={css.fineprint} lang={own ? undefined : locale}>
      <Trans
        t={t}
        i18nKey={wording === 'aiDisclaimer' ? 'disclaimer.withAi' : 'disclaimer.standard'}
        values={{ brand }}
        components={{
          termsLink: <PolicyLink kind={PolicyKind.Terms} locale={policyLocale} />,
          privacyLink: <PolicyLink kind={PolicyKind.PrivacyPolicy} locale={policyLocale} />,
          aiDisclaimerLink: <PolicyLink kind={PolicyKind.AiDisclaimer} locale={policyLocale} />,
        }}
      />
    </p>
  );
}
