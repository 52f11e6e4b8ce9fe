import { useAtomValue, useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { Trans, useTranslation } from 'react-i18next';
import { Badge } from '../../ds/Badge/Badge';
import { CreditCardIcon, LockIcon, PhoneIcon } from '../../ds/icons';
import { Link } from '../../ds/Link/Link';
import { Box, Column, Columns, Inline, Stack, Tiles } from '../../ds/layout';
import { Skeleton, SkeletonGroup } from '../../ds/Skeleton/Skeleton';
import type { PhoneInfo, SiteConfigValues } from '../../platform/api/contract';
import { trustLogosAtom } from '../../platform/config/atoms';
import { useSiteConfig } from '../../platform/config/useSiteConfig';
import { variationOrControlAtom } from '../../platform/experiments/atoms';
import { useHydrated } from '../../platform/hydration';
import { isSignedInAtom } from '../../platform/session/atoms';
import { clockAtom } from '../../platform/state/clock';
import { hasCookieChoiceAtom, openCookiePreferencesAtom } from '../cookie-consent';
import { type FooterStyle, footerStyleAtom } from '../layout';
import { metadataOptionsAtom } from '../metadata';
import { PolicyKind, PolicyLink } from '../policies';
import { phoneInfoAtom } from '../site-config';
import * as css from './Footer.css';
import { FacebookIcon, InstagramIcon, LinkedInIcon, SealIcon } from './icons';
import {
  copyrightText,
  type FooterCell,
  type FooterLink,
  type FooterLinkId,
  footerBlockLocales,
  footerGridColumns,
  footerLinks,
  footerLinkUrls,
  footerLocaleBlocks,
  footerSections,
  footerWordingVariant,
  interleaveDesktopLinks,
  RECAPTCHA_NOTICE,
  type SocialNetwork,
  showFooterDisclaimer,
  socialLinks,
  type TrustLogoKind,
  telHref,
  trustLogoPlacement,
} from './rules';

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

type Viewport = 'desktop' | 'mobile';
type Values = Partial<SiteConfigValues>;

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

const SOCIAL_ICON: Record<SocialNetwork, typeof FacebookIcon> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  linkedin: LinkedInIcon,
};

/**
 * The site footer (page-shell §2 Footer): the brand's links (interleaved left and right on
 * desktop, a grid on phones and in the simple style), phone info, social links, trust logos, the
 * country selector slot, the disclaimer in one or two languages, the copyright line and the
 * recaptcha notice. The layout's footer style picks what shows; a skeleton stands in until the
 * site configuration is synchronised and the translations are loaded. Policy links open their
 * policy dialog instead of leaving the page.
 */
export function Footer({ countrySelector, now }: FooterProps) {
  const { ready } = useTranslation('footer', { useSuspense: false });
  const footerStyle = useAtomValue(footerStyleAtom);
  const { config, failed } = useSiteConfig();
  const clock = useAtomValue(clockAtom);

  if (footerStyle === 'none') return null;
  if (!ready || (!config.isSyncedWithServer && !failed)) {
    return (
      <footer className={css.root}>
        <FooterSkeleton />
      </footer>
    );
  }
  return (
    <footer className={css.root}>
      <Box paddingX={{ mobile: 'gutter', desktop: 'xxl' }} paddingY="xl">
        {failed ? (
          <UnconfiguredFooter countrySelector={countrySelector} />
        ) : (
          <ConfiguredFooter
            footerStyle={footerStyle}
            values={config.values}
            countryCode={config.countryCode}
            countrySelector={countrySelector}
            now={now ?? new Date(clock.now())}
          />
        )}
      </Box>
    </footer>
  );
}

function FooterSkeleton() {
  return (
    <Box paddingX={{ mobile: 'gutter', desktop: 'xxl' }} paddingY="xl">
      <SkeletonGroup>
        <Stack space="xl">
          <Tiles space="md" columns={{ mobile: 2, tablet: 4, desktop: 6 }}>
            {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
              <Skeleton key={key} width="8rem" />
            ))}
          </Tiles>
          <Skeleton width="14rem" />
          <Skeleton lines={3} />
          <Skeleton width="18rem" />
        </Stack>
      </SkeletonGroup>
    </Box>
  );
}

/**
 * The site configuration could not be loaded: no page URLs, flags or brand name are known, so
 * the footer keeps what needs none of them — the policy dialogs, the country selector and the
 * recaptcha notice.
 */
function UnconfiguredFooter({ countrySelector }: { countrySelector?: ReactNode }) {
  const { t } = useTranslation('footer');
  return (
    <Stack space="xl" align="start">
      <Box as="nav" aria-label={t('links.label')}>
        <Inline as="ul" space="lg">
          <PolicyLink kind={PolicyKind.Terms} variant="standalone">
            {t('links.terms')}
          </PolicyLink>
          <PolicyLink kind={PolicyKind.PrivacyPolicy} variant="standalone">
            {t('links.privacy')}
          </PolicyLink>
          <PolicyLink kind={PolicyKind.CookiePolicy} variant="standalone">
            {t('links.cookiePolicy')}
          </PolicyLink>
        </Inline>
      </Box>
      {countrySelector}
      <RecaptchaNotice />
    </Stack>
  );
}

interface ConfiguredFooterProps {
  footerStyle: FooterStyle;
  values: Values;
  countryCode: string;
  countrySelector?: ReactNode;
  now: Date;
}

function ConfiguredFooter({
  footerStyle,
  values,
  countryCode,
  countrySelector,
  now,
}: ConfiguredFooterProps) {
  const { t, i18n } = useTranslation('footer');
  const isSignedIn = useAtomValue(isSignedInAtom);
  const aiAssistant = useAtomValue(variationOrControlAtom('aiAssistant'));
  const { productCode } = useAtomValue(metadataOptionsAtom);
  const phone = useAtomValue(phoneInfoAtom);
  const trustLogos = useAtomValue(trustLogosAtom);

  const sections = footerSections(footerStyle);
  const brandType = values.siteBrandType ?? 'main';
  const brand = values.sitebrand ?? '';
  const urls = footerLinkUrls(values);
  const linksFor = (viewport: Viewport, signedIn = isSignedIn) =>
    footerLinks({ brandType, flags: values, urls, countryCode, isSignedIn: signedIn, viewport });
  // The desktop columns follow the links a guest sees: signing in never moves a link.
  const guestOrder = linksFor('desktop', false).map((link) => link.id);
  const trustFor = (viewport: Viewport) => trustLogoPlacement(trustLogos, viewport);
  const wording = footerWordingVariant({
    countryCode,
    brandType,
    aiAssistantVariation: aiAssistant,
  });
  const blockLocales = footerBlockLocales(
    footerLocaleBlocks({
      countryCode,
      productCode,
      isQuebecRegion: values.isQuebecRegion ?? false,
    }),
    i18n.language,
  );
  const disclaimerOn = (viewport: Viewport) =>
    showFooterDisclaimer({
      style: footerStyle,
      viewport,
      showDisclaimer: values.showDisclaimer,
      showMobileDisclaimer: values.showMobileDisclaimer,
    });
  const format = values.footerCopyrightTextFormat?.trim();
  const copyright = format
    ? copyrightText(format, now)
    : t('copyright', { year: now.getFullYear(), brand });
  const mobileTrust = trustFor('mobile').start;
  const showPhone = sections.has('phone') && values.showPhoneInfo === true && phone !== null;
  const social =
    sections.has('social') && values.showSocialLinks === true ? socialLinks(brand) : [];
  const selector = sections.has('countrySelector') ? countrySelector : null;

  const disclaimer = (
    <Stack space="sm">
      {blockLocales.map((locale) => (
        <DisclaimerBlock key={locale} locale={locale} brand={brand} wording={wording} />
      ))}
    </Stack>
  );
  const desktopDisclaimer = disclaimerOn('desktop');
  const mobileDisclaimer = disclaimerOn('mobile');

  const links = !sections.has('links') ? null : (
    <>
      <div className={css.desktopOnly}>
        {footerStyle === 'normal' ? (
          <InterleavedLinks links={linksFor('desktop')} slots={guestOrder} />
        ) : (
          <GridLinks links={linksFor('desktop')} />
        )}
      </div>
      <div className={css.mobileOnly}>
        <GridLinks links={linksFor('mobile')} />
      </div>
    </>
  );
  const hasInfo = showPhone || social.length > 0 || Boolean(selector);
  const desktopTrust = sections.has('trustLogos')
    ? trustFor('desktop')
    : { start: [] as TrustLogoKind[], end: [] as TrustLogoKind[] };

  return (
    <Stack space="xl">
      {hasInfo ? (
        <Columns space="xl" collapseBelow="desktop">
          {links && <Column width="content">{links}</Column>}
          <Column>{showPhone && phone && <PhoneBlock phone={phone} />}</Column>
          {(social.length > 0 || selector) && (
            <Column width="content">
              <Stack space="md" align={{ mobile: 'start', desktop: 'end' }}>
                {social.length > 0 && <SocialLinks networks={social} />}
                {selector}
              </Stack>
            </Column>
          )}
        </Columns>
      ) : (
        links
      )}
      {desktopTrust.start.length + desktopTrust.end.length > 0 && (
        <div className={css.desktopOnly}>
          <Columns space="xl" alignY="center">
            <Column>
              {desktopTrust.start.length > 0 && (
                <TrustLogos kinds={desktopTrust.start} values={values} />
              )}
            </Column>
            {desktopTrust.end.length > 0 && (
              <Column width="content">
                <TrustLogos kinds={desktopTrust.end} values={values} />
              </Column>
            )}
          </Columns>
        </div>
      )}
      {sections.has('trustLogos') && mobileTrust.length > 0 && (
        <div className={css.mobileOnly}>
          <TrustLogos kinds={mobileTrust} values={values} />
        </div>
      )}
      {(desktopDisclaimer || mobileDisclaimer) &&
        (desktopDisclaimer === mobileDisclaimer ? (
          disclaimer
        ) : (
          <div className={desktopDisclaimer ? css.desktopOnly : css.mobileOnly}>{disclaimer}</div>
        ))}
      <Stack space="sm">
        <Inline space="lg" alignY="baseline">
          <p className={css.copyright}>{copyright}</p>
          {values.showDisclaimerLink === true && (
            <span className={css.smallText}>
              <PolicyLink kind={PolicyKind.Disclaimer}>{t('links.disclaimer')}</PolicyLink>
            </span>
          )}
          <CookieSettingsLink />
        </Inline>
        <RecaptchaNotice />
      </Stack>
    </Stack>
  );
}

/**
 * Once a cookie choice is stored the bar is gone, and with it its settings link: the footer
 * offers the preferences dialog instead, so the choice can be changed at any time.
 */
function CookieSettingsLink() {
  const { t } = useTranslation('cookieConsent');
  // The choice lives in this browser's local storage, which the server does not see.
  const hydrated = useHydrated();
  const hasChoice = useAtomValue(hasCookieChoiceAtom) && hydrated;
  const open = useSetAtom(openCookiePreferencesAtom);
  if (!hasChoice) return null;
  return (
    <span className={css.smallText}>
      <Link onPress={open}>{t('bar.settings')}</Link>
    </span>
  );
}

function FooterLinkItem({ link }: { link: FooterLink }) {
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

/**
 * Page-shell §2 Layout: desktop links alternate between a left and a right column (first
 * left), with a spacer between neighbours in each column; `slots` is the order that decides
 * each link's column (see `interleaveDesktopLinks`).
 */
function InterleavedLinks({ links, slots }: { links: FooterLink[]; slots: FooterLinkId[] }) {
  const { t } = useTranslation('footer');
  if (links.length === 0) return null;
  const { left, right } = interleaveDesktopLinks(links, (link, index) => {
    const slot = slots.indexOf(link.id);
    return slot < 0 ? index : slot;
  });
  const column = (cells: FooterCell<FooterLink>[]) => (
    <Stack space="none">
      {cells.map((cell, index) =>
        cell.kind === 'link' ? (
          <FooterLinkItem key={cell.link.id} link={cell.link} />
        ) : (
          // Spacers never move: each sits after the link before it.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <span key={index} className={css.spacer} aria-hidden="true" />
        ),
      )}
    </Stack>
  );
  return (
    <Box as="nav" aria-label={t('links.label')}>
      <Columns space="xxl">
        <Column width="content">{column(left)}</Column>
        <Column width="content">{column(right)}</Column>
      </Columns>
    </Box>
  );
}

/**
 * Page-shell §2 Layout: fewer than 4 links make one row; a remainder of 3 two columns;
 * otherwise four columns from tablet width and two on phones.
 */
function GridLinks({ links }: { links: FooterLink[] }) {
  const { t } = useTranslation('footer');
  if (links.length === 0) return null;
  const { wide, small } = footerGridColumns(links.length);
  type Count = 1 | 2 | 3 | 4 | 5 | 6;
  return (
    <Box as="nav" aria-label={t('links.label')}>
      <Tiles as="ul" space="md" columns={{ mobile: small as Count, tablet: wide as Count }}>
        {links.map((link) => (
          <FooterLinkItem key={link.id} link={link} />
        ))}
      </Tiles>
    </Box>
  );
}

function TrustLogos({ kinds, values }: { kinds: TrustLogoKind[]; values: Values }) {
  const { t } = useTranslation('footer');
  return (
    <Box role="group" aria-label={t('trustLogos.label')}>
      <Inline space="sm">
        {kinds.map((kind) => {
          if (kind === 'accreditation') {
            return (
              <span key={kind} className={css.seal}>
                <Link
                  variant="standalone"
                  href={values.logoBbbUrl ?? undefined}
                  isExternal
                  icon={<SealIcon size="sm" />}
                >
                  {t('trustLogos.accreditation')}
                </Link>
              </span>
            );
          }
          const pci = kind === 'pci';
          return (
            <span
              key={kind}
              role="img"
              aria-label={t(pci ? 'trustLogos.pci' : 'trustLogos.ssl')}
              data-logo-id={(pci ? values.logoPciId : values.logoSslId) ?? undefined}
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

function PhoneBlock({ phone }: { phone: PhoneInfo }) {
  const { t } = useTranslation('footer');
  return (
    <Inline space="sm" alignY="top">
      <span className={css.phoneIcon}>
        <PhoneIcon />
      </span>
      <Stack space="xxs">
        <span className={css.phoneLabel}>{t('phone.label')}</span>
        <span className={css.linkText}>
          <Link
            variant="standalone"
            href={telHref(phone.phoneNumber)}
            aria-label={t('phone.call', { phoneNumber: phone.phoneNumber })}
          >
            {phone.phoneNumber}
          </Link>
        </span>
        <p className={css.smallText}>{t('phone.hours', { hours: phone.phoneHours })}</p>
        {phone.companyAddress && <p className={css.smallText}>{phone.companyAddress}</p>}
      </Stack>
    </Inline>
  );
}

function SocialLinks({ networks }: { networks: ReturnType<typeof socialLinks> }) {
  const { t } = useTranslation('footer');
  const { t: tds } = useTranslation('ds');
  return (
    <Box role="group" aria-label={t('social.label')}>
      <Inline space="xs">
        {networks.map(({ network, name, url }) => {
          const Icon = SOCIAL_ICON[network];
          return (
            <AriaLink
              key={network}
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              className={css.socialLink}
              aria-label={`${t('social.followOn', { network: name })} ${tds('link.opensInNewTab')}`}
            >
              <Icon />
            </AriaLink>
          );
        })}
      </Inline>
    </Box>
  );
}

/**
 * One language's disclaimer (page-shell §2, §4 AI assistant, §9 locale blocks). A block in
 * another language than the page's says so with `lang` and opens its policies in that language.
 */
function DisclaimerBlock({
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

function RecaptchaNotice() {
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

function ExternalLink({ href, children }: { href: string; children?: ReactNode }) {
  return (
    <Link href={href} isExternal>
      {children}
    </Link>
  );
}
