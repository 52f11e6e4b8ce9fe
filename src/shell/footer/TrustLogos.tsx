import { useTranslation } from 'react-i18next';
import { Badge } from '../../ds/Badge/Badge';
import { CreditCardIcon, LockIcon } from '../../ds/icons';
import { Link } from '../../ds/Link/Link';
import { Box, Inline } from '../../ds/layout';
import * as css from './Footer.css';
import { SealIcon } from './icons';
import type { FooterTrustLogo } from './rules';

/** A row of trust logos: the accreditation seal links to its profile; the others are badges. */
export function TrustLogos({ logos }: { logos: FooterTrustLogo[] }) {
  const { t } = useTranslation('footer');
  return (
    <Box role="group" aria-label={t('trustLogos.label')}>
      <Inline space="sm">
        {logos.map((logo) => {
          if (logo.kind === 'accreditation') {
            return (
              <span key={logo.kind} className={css.seal}>
                <Link variant="standalone" href={logo.url} isExternal icon={<SealIcon size="sm" />}>
                  {t('trustLogos.accreditation')}
                </Link>
              </span>
            );
          }
          const pci = logo.kind === 'pci';
          return (
            <span
              key={logo.kind}
              role="img"
              aria-label={t(pci ? 'trustLogos.pci' : 'trustLogos.ssl')}
              data-logo-id={logo.logoId ?? undefined}
            >
              <Badge icon={pci ? <CreditCardIcon size="sm" /> : <LockIcon size="sm" />}>
                {t(pci ? 'trustLogos.pciBadge' : 'trustLogos.sslBadge')}
              </Badge>
            </span>
          );
        })}
      </Inline>
    </Box>
  );
}
