import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Column, Columns, Stack } from '../../ds/layout';
import { useSiteConfig } from '../../platform/config/useSiteConfig';
import { footerStyleAtom } from '../layout';
import * as css from './Footer.css';
import { FooterCopyright } from './FooterCopyright';
import { FooterDisclaimer } from './FooterDisclaimer';
import { FooterLinks } from './FooterLinks';
import { FooterSkeleton } from './FooterSkeleton';
import { FooterTrustLogos } from './FooterTrustLogos';
import { PhoneBlock } from './PhoneBlock';
import { footerDisplay } from './rules';
import { SocialLinks } from './SocialLinks';
import { UnconfiguredFooter } from './UnconfiguredFooter';
import { useFooterModel } from './useFooterModel';

export interface FooterProps {
  /**
   * The country selector, built by its own feature and passed in as a slot. Shown in the
   * normal and selection styles.
   */
  countrySelector?: ReactNode;
  /**
   * The current time, for the copyright year. Stories and tests pass a fixed date.
   * @default new Date()
   */
  now?: Date;
}

/**
 * The site footer (page-shell §2 Footer): the brand's links (interleaved left and right on
 * desktop, a grid on phones and in the simple style), phone info, social links, trust logos, the
 * country selector slot, the disclaimer in one or two languages, the copyright line and the
 * recaptcha notice. The layout's footer style picks what shows (`footerModel`); a skeleton
 * stands in until the site configuration is synchronised and the translations are loaded.
 * Policy links open their policy dialog instead of leaving the page.
 */
export function Footer({ countrySelector, now }: FooterProps) {
  const { ready } = useTranslation('footer', { useSuspense: false });
  const style = useAtomValue(footerStyleAtom);
  const { config, failed } = useSiteConfig();
  const display = footerDisplay({
    style,
    translationsReady: ready,
    configSynced: config.isSyncedWithServer,
    configFailed: failed,
  });

  if (display === 'hidden') return null;
  if (display === 'skeleton') {
    return (
      <footer className={css.root}>
        <FooterSkeleton />
      </footer>
    );
  }
  return (
    <footer className={css.root}>
      <Box paddingX={{ mobile: 'gutter', desktop: 'xxl' }} paddingY="xl">
        {display === 'unconfigured' ? (
          <UnconfiguredFooter countrySelector={countrySelector} />
        ) : (
          <ConfiguredFooter countrySelector={countrySelector} now={now} />
        )}
      </Box>
    </footer>
  );
}

/** The footer of a synchronised configuration: its model laid out, part by part. */
function ConfiguredFooter({ countrySelector, now }: FooterProps) {
  const model = useFooterModel({ now, hasCountrySelector: Boolean(countrySelector) });
  const links = model.links && <FooterLinks {...model.links} />;
  return (
    <Stack space="xl">
      {model.hasInfo ? (
        <Columns space="xl" collapseBelow="desktop">
          {links && <Column width="content">{links}</Column>}
          <Column>{model.phone && <PhoneBlock phone={model.phone} />}</Column>
          {(model.social.length > 0 || model.showCountrySelector) && (
            <Column width="content">
              <Stack space="md" align={{ mobile: 'start', desktop: 'end' }}>
                {model.social.length > 0 && <SocialLinks networks={model.social} />}
                {model.showCountrySelector && countrySelector}
              </Stack>
            </Column>
          )}
        </Columns>
      ) : (
        links
      )}
      <FooterTrustLogos {...model.trustLogos} />
      {model.disclaimer && <FooterDisclaimer brand={model.brand} disclaimer={model.disclaimer} />}
      <FooterCopyright
        copyright={model.copyright}
        brand={model.brand}
        showDisclaimerLink={model.showDisclaimerLink}
        showCookieSettings={model.showCookieSettings}
      />
    </Stack>
  );
}
