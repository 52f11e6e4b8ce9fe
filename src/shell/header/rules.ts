/**
 * Header decisions: upgrade button, help menu, account menu, logo tagline, "how it works"
 * (page-shell §2 Header, §4 Experiments, §6 Roles and permissions, §7 help chat, §9).
 */
import { breakpoints } from '../../../tokens/breakpoints';
import type { BrandId } from '../../../tokens/types';
import type { BannerStyle } from '../layout';
import type { SiteBrandType } from '../site-config';

/** Page-shell §9: above this width the upgrade button says "upgrade", else the annual-plan text. */
export const UPGRADE_TEXT_SWITCH_WIDTH = 1190;
/** Page-shell §7: help chat popup size and department. */
export const HELP_CHAT_POPUP = { width: 460, height: 700, departmentId: 3 } as const;
/** Page-shell §4/§9: logo tagline mobile width range, inclusive. */
export const LOGO_TAGLINE_MOBILE_RANGE = { min: 390, max: 767 } as const;

/** Page-shell §9: "upgrade" when wider than 1190 px, else the annual-plan text. */
export function upgradeButtonTextKey(windowWidth: number): 'upgrade' | 'annualPlan' {
  return windowWidth > UPGRADE_TEXT_SWITCH_WIDTH ? 'upgrade' : 'annualPlan';
}

export interface UpgradeEntryInput {
  countryCode: string;
  isSignedIn: boolean;
  hasFreeAccount: boolean;
  /** Site config: yearly subscriptions supported. */
  yearlySupported: boolean;
  bannerStyle: BannerStyle;
  /** Variation of the upgrade-bar-redesign experiment, when known. */
  upgradeBarRedesignVariation?: string | null;
}

/**
 * Page-shell §6/§4: free signed-in US members, when yearly subscriptions are supported and the
 * banner is not the selection page, see the upgrade button (control) or the redesigned upgrade
 * entry (variation N of the upgrade-bar redesign).
 */
export function upgradeEntry(input: UpgradeEntryInput): 'none' | 'button' | 'redesignedEntry' {
  const eligible =
    input.countryCode.toUpperCase() === 'US' &&
    input.isSignedIn &&
    input.hasFreeAccount &&
    input.yearlySupported &&
    input.bannerStyle !== 'selection';
  if (!eligible) return 'none';
  return input.upgradeBarRedesignVariation === 'N' ? 'redesignedEntry' : 'button';
}

export type HelpMenuItem = 'helpCenter' | 'emailUs' | 'liveChat' | 'ticketCenter' | 'phone';

export interface HelpMenuInput {
  brandType: SiteBrandType;
  /** BCP 47 (`es-MX`) or underscore (`es_MX`) locale of the site. */
  locale: string;
  showPhoneInfo: boolean;
  phoneNumber?: string | null;
  /** Signed-in members also get their support requests (the ticket center). @default false */
  isSignedIn?: boolean;
  /** Site config names a ticket-center page. @default false */
  hasTicketCenter?: boolean;
}

/**
 * Page-shell §6: the help menu omits email-us and live chat for the German and French legal-docs
 * brands and for Spanish sites (read as Spanish-language sites: ES and MX). The phone shows only
 * if config allows and there is a number. The ticket center (a signed-in member's e-mailed
 * support requests) follows email-us, and needs a member and a configured page.
 */
export function helpMenuItems(input: HelpMenuInput): HelpMenuItem[] {
  const spanish = input.locale.trim().toLowerCase().startsWith('es');
  const contactable = input.brandType === 'main' && !spanish;
  const items: HelpMenuItem[] = ['helpCenter'];
  if (contactable) items.push('emailUs', 'liveChat');
  if (contactable && input.isSignedIn && input.hasTicketCenter) items.push('ticketCenter');
  if (input.showPhoneInfo && input.phoneNumber?.trim()) items.push('phone');
  return items;
}

export interface AccountMenuLabel {
  /** Whether the "My Account" item is listed. */
  showMyAccountItem: boolean;
  /** What the menu trigger shows: the username, or the translated "Account" key. */
  display: { kind: 'username'; username: string } | { kind: 'key'; key: 'account' };
}

/**
 * Page-shell §6: a username ending with the company's own domain (an internal account) hides
 * the My Account item and is shown as "Account" instead of the address. Matches "@domain"
 * case-insensitively, so "someone@notcompany.test" is not mistaken for "company.test".
 * A member whose username is not known here (the session came with the cookie or from another
 * host: user-auth answers no username) is shown as "Account" too, never as an unnamed button.
 */
export function accountMenuLabel(username: string, companyDomain: string): AccountMenuLabel {
  const domain = companyDomain.trim().toLowerCase().replace(/^@/, '');
  const internal = domain !== '' && username.trim().toLowerCase().endsWith(`@${domain}`);
  if (internal) return { showMyAccountItem: false, display: { kind: 'key', key: 'account' } };
  return username.trim() === ''
    ? { showMyAccountItem: true, display: { kind: 'key', key: 'account' } }
    : { showMyAccountItem: true, display: { kind: 'username', username } };
}

/** Page-shell §6: estate vault shows only if showEstateDashboard is on. */
export function showEstateVault(config: { showEstateDashboard?: boolean | null }): boolean {
  return config.showEstateDashboard === true;
}

/** Page-shell §6: the phone number shows only if config allows. */
export function showPhoneNumber(config: { showPhoneInfo?: boolean | null }): boolean {
  return config.showPhoneInfo === true;
}

const TAGLINE_MOBILE_COUNTRIES: readonly string[] = ['DE', 'AT', 'ES', 'MX', 'FR'];
const TAGLINE_DESKTOP_COUNTRIES: readonly string[] = [
  'AU',
  'CA',
  'GB',
  'IN',
  'IE',
  'NG',
  'SG',
  'NZ',
];

export interface LogoTaglineInput {
  countryCode: string;
  isLawDepotBrand: boolean;
  viewportWidth: number;
  /** Variation of the logo-tagline experiment. */
  variation?: string | null;
}

/**
 * Page-shell §4: with variation N, the tagline shows in DE, AT, ES, MX, FR at mobile widths
 * 390-767; in AU, CA, GB, IN, IE, NG, SG, NZ on desktop for the LawDepot-style brand; and in the
 * US on mobile and tablet (below the desktop breakpoint).
 */
export function showLogoTagline(input: LogoTaglineInput): boolean {
  if (input.variation !== 'N') return false;
  const country = input.countryCode.toUpperCase();
  const width = input.viewportWidth;
  if (TAGLINE_MOBILE_COUNTRIES.includes(country)) {
    return width >= LOGO_TAGLINE_MOBILE_RANGE.min && width <= LOGO_TAGLINE_MOBILE_RANGE.max;
  }
  if (TAGLINE_DESKTOP_COUNTRIES.includes(country)) {
    return input.isLawDepotBrand && width >= breakpoints.desktop;
  }
  if (country === 'US') return width < breakpoints.desktop;
  return false;
}

/**
 * Page-shell §7: the live-help page in a 460 × 700 popup, asking for chat department 3. Returns
 * the address and the `window.open` features.
 */
export function helpChatPopup(liveHelpUrl: string): { url: string; features: string } {
  const [withoutHash = '', hash] = liveHelpUrl.split('#');
  const separator = withoutHash.includes('?') ? '&' : '?';
  const url = `${withoutHash}${separator}departmentId=${HELP_CHAT_POPUP.departmentId}${hash === undefined ? '' : `#${hash}`}`;
  const features = `popup=yes,width=${HELP_CHAT_POPUP.width},height=${HELP_CHAT_POPUP.height},noopener,noreferrer`;
  return { url, features };
}

/** Page-shell §2 Paths: My Account is the config page opened with ReferUrl = current address. */
export function myAccountHref(myAccountUrl: string, currentAddress: string): string {
  const [withoutHash = ''] = myAccountUrl.split('#');
  const separator = withoutHash.includes('?') ? '&' : '?';
  return `${withoutHash}${separator}ReferUrl=${encodeURIComponent(currentAddress)}`;
}

/**
 * Page-shell §6: the company's own e-mail domain per brand (internal accounts end with it).
 * The spec names no value; these are the fictional operators' site domains.
 */
export const COMPANY_DOMAINS: Record<BrandId, string> = {
  main: 'legalkit.example.com',
  'legal-contracts': 'contractcraft.example.com',
  'fr-legal': 'actesclairs.example.com',
  'de-legal': 'vertragswerk.example.com',
};

/** Page-shell §2 Paths: defaults when site config names no page. */
export const DEFAULT_PATHS = {
  home: '/',
  signIn: '/SignIn/?page=signin',
  createAccount: '/SignIn/?page=create',
  myDocuments: '/mydocuments/',
} as const;
