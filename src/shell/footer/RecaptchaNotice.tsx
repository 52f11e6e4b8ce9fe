import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from '../../ds/Link/Link';
import * as css from './Footer.css';
import { RECAPTCHA_NOTICE } from './rules';

/** Page-shell §2 Extras: the recaptcha notice, linking to the provider's policies. */
export function RecaptchaNotice() {
  const { t } = useTranslation('footer');
  return (
    <p className={css.fineprint}>
      <Trans
        t={t}
        i18nKey="recaptcha"
        values={{ service: RECAPTCHA_NOTICE.service, provider: RECAPTCHA_NOTICE.provider }}
        components={{
          privacyLink: <ExternalLink href={RECAPTCHA_NOTICE.privacyUrl} />,
          termsLink: <ExternalLink href={RECAPTCHA_NOTICE.termsUrl} />,
        }}
      />
    </p>
  );
}

/** `Trans` fills the link's text in from the translation. */
function ExternalLink({ href, children }: { href: string; children?: ReactNode }) {
  return (
    <Link href={href} isExternal>
      {children}
    </Link>
  );
}
