import { describe, expect, it } from 'vitest';
import {
  accountMenuLabel,
  COMPANY_DOMAINS,
  helpChatPopup,
  helpMenuItems,
  myAccountHref,
  showEstateVault,
  showLogoTagline,
  showPhoneNumber,
  upgradeButtonTextKey,
  upgradeEntry,
} from './rules';

describe('upgradeButtonTextKey (page-shell §9)', () => {
  it('switches above 1190 px', () => {
    expect(upgradeButtonTextKey(1191)).toBe('upgrade');
    expect(upgradeButtonTextKey(1190)).toBe('annualPlan');
    expect(upgradeButtonTextKey(390)).toBe('annualPlan');
  });
});

describe('upgradeEntry (page-shell §6, §4)', () => {
  const eligible = {
    countryCode: 'US',
    isSignedIn: true,
    hasFreeAccount: true,
    yearlySupported: true,
    bannerStyle: 'normal' as const,
  };

  it('shows the button to free US members, the redesign with variation N', () => {
    expect(upgradeEntry(eligible)).toBe('button');
    expect(upgradeEntry({ ...eligible, upgradeBarRedesignVariation: 'C' })).toBe('button');
    expect(upgradeEntry({ ...eligible, upgradeBarRedesignVariation: 'N' })).toBe('redesignedEntry');
  });

  it('shows nothing when any condition fails', () => {
    expect(upgradeEntry({ ...eligible, countryCode: 'CA' })).toBe('none');
    expect(upgradeEntry({ ...eligible, isSignedIn: false })).toBe('none');
    expect(upgradeEntry({ ...eligible, hasFreeAccount: false })).toBe('none');
    expect(upgradeEntry({ ...eligible, yearlySupported: false })).toBe('none');
    expect(upgradeEntry({ ...eligible, bannerStyle: 'selection' })).toBe('none');
    expect(upgradeEntry({ ...eligible, bannerStyle: 'simple' })).toBe('button');
  });
});

describe('helpMenuItems (page-shell §6)', () => {
  const base = {
    brandType: 'main' as const,
    locale: 'en-US',
    showPhoneInfo: true,
    phoneNumber: '1',
  };

  it('offers everything on the main brand in English', () => {
    expect(helpMenuItems(base)).toEqual(['helpCenter', 'emailUs', 'liveChat', 'phone']);
  });

  it('omits email-us and live chat for the German and French brands and Spanish sites', () => {
    expect(helpMenuItems({ ...base, brandType: 'deLegal', locale: 'de-DE' })).toEqual([
      'helpCenter',
      'phone',
    ]);
    expect(helpMenuItems({ ...base, brandType: 'frLegal', locale: 'fr-FR' })).toEqual([
      'helpCenter',
      'phone',
    ]);
    expect(helpMenuItems({ ...base, locale: 'es-ES' })).toEqual(['helpCenter', 'phone']);
    expect(helpMenuItems({ ...base, locale: 'es_MX' })).toEqual(['helpCenter', 'phone']);
    expect(helpMenuItems({ ...base, locale: 'fr-CA' })).toContain('liveChat');
  });

  it('adds the ticket center for signed-in members where email-us shows and a page exists', () => {
    const member = { ...base, isSignedIn: true, hasTicketCenter: true };
    expect(helpMenuItems(member)).toEqual([
      'helpCenter',
      'emailUs',
      'liveChat',
      'ticketCenter',
      'phone',
    ]);
    expect(helpMenuItems({ ...member, isSignedIn: false })).not.toContain('ticketCenter');
    expect(helpMenuItems({ ...member, hasTicketCenter: false })).not.toContain('ticketCenter');
    expect(helpMenuItems({ ...member, brandType: 'frLegal' })).not.toContain('ticketCenter');
    expect(helpMenuItems({ ...member, locale: 'es-MX' })).not.toContain('ticketCenter');
  });

  it('shows the phone only when config allows and a number exists', () => {
    expect(helpMenuItems({ ...base, showPhoneInfo: false })).not.toContain('phone');
    expect(helpMenuItems({ ...base, phoneNumber: ' ' })).not.toContain('phone');
    expect(showPhoneNumber({ showPhoneInfo: true })).toBe(true);
    expect(showPhoneNumber({})).toBe(false);
  });
});

describe('accountMenuLabel (page-shell §6)', () => {
  it('hides My Account and shows "Account" for company addresses', () => {
    expect(accountMenuLabel('Staff@Company.test', 'company.test')).toEqual({
      showMyAccountItem: false,
      display: { kind: 'key', key: 'account' },
    });
    expect(accountMenuLabel('staff@company.test', '@company.test').showMyAccountItem).toBe(false);
  });

  it('keeps members, including look-alike domains', () => {
    expect(accountMenuLabel('jane@example.test', 'company.test')).toEqual({
      showMyAccountItem: true,
      display: { kind: 'username', username: 'jane@example.test' },
    });
    expect(accountMenuLabel('jane@notcompany.test', 'company.test').showMyAccountItem).toBe(true);
    expect(accountMenuLabel('jane@example.test', '').showMyAccountItem).toBe(true);
  });

  it('shows "Account" while the username is unknown (a session from the cookie or another host)', () => {
    expect(accountMenuLabel('', 'company.test')).toEqual({
      showMyAccountItem: true,
      display: { kind: 'key', key: 'account' },
    });
    expect(accountMenuLabel('  ', '').display).toEqual({ kind: 'key', key: 'account' });
  });
});

describe('showEstateVault (page-shell §6)', () => {
  it('follows showEstateDashboard', () => {
    expect(showEstateVault({ showEstateDashboard: true })).toBe(true);
    expect(showEstateVault({ showEstateDashboard: false })).toBe(false);
    expect(showEstateVault({})).toBe(false);
  });
});

describe('showLogoTagline (page-shell §4)', () => {
  const n = { variation: 'N', isLawDepotBrand: false };

  it('needs variation N', () => {
    expect(showLogoTagline({ ...n, countryCode: 'DE', viewportWidth: 400, variation: 'C' })).toBe(
      false,
    );
    expect(showLogoTagline({ ...n, countryCode: 'DE', viewportWidth: 400, variation: null })).toBe(
      false,
    );
  });

  it('shows in DE, AT, ES, MX, FR between 390 and 767 inclusive', () => {
    for (const countryCode of ['DE', 'AT', 'ES', 'MX', 'FR']) {
      expect(showLogoTagline({ ...n, countryCode, viewportWidth: 390 })).toBe(true);
      expect(showLogoTagline({ ...n, countryCode, viewportWidth: 767 })).toBe(true);
      expect(showLogoTagline({ ...n, countryCode, viewportWidth: 389 })).toBe(false);
      expect(showLogoTagline({ ...n, countryCode, viewportWidth: 768 })).toBe(false);
    }
  });

  it('shows on desktop for the LawDepot-style brand in AU, CA, GB, IN, IE, NG, SG, NZ', () => {
    for (const countryCode of ['AU', 'CA', 'GB', 'IN', 'IE', 'NG', 'SG', 'NZ']) {
      expect(
        showLogoTagline({ ...n, isLawDepotBrand: true, countryCode, viewportWidth: 1024 }),
      ).toBe(true);
      expect(
        showLogoTagline({ ...n, isLawDepotBrand: true, countryCode, viewportWidth: 1023 }),
      ).toBe(false);
      expect(showLogoTagline({ ...n, countryCode, viewportWidth: 1280 })).toBe(false);
    }
  });

  it('shows in the US on mobile and tablet only', () => {
    expect(showLogoTagline({ ...n, countryCode: 'US', viewportWidth: 390 })).toBe(true);
    expect(showLogoTagline({ ...n, countryCode: 'US', viewportWidth: 1023 })).toBe(true);
    expect(showLogoTagline({ ...n, countryCode: 'US', viewportWidth: 1024 })).toBe(false);
    expect(showLogoTagline({ ...n, countryCode: 'JP', viewportWidth: 400 })).toBe(false);
  });
});

describe('helpChatPopup (page-shell §7)', () => {
  it('opens the live-help page at 460 by 700 for department 3', () => {
    expect(helpChatPopup('/help/live/')).toEqual({
      url: '/help/live/?departmentId=3',
      features: 'popup=yes,width=460,height=700,noopener,noreferrer',
    });
    expect(helpChatPopup('/help/live/?lang=en#chat').url).toBe(
      '/help/live/?lang=en&departmentId=3#chat',
    );
  });
});

describe('myAccountHref (page-shell §2 Paths)', () => {
  it('adds ReferUrl with the current address, encoded', () => {
    expect(myAccountHref('/my-account/', 'https://x.test/a?b=1')).toBe(
      '/my-account/?ReferUrl=https%3A%2F%2Fx.test%2Fa%3Fb%3D1',
    );
    expect(myAccountHref('/my-account/?tab=2', '/')).toBe('/my-account/?tab=2&ReferUrl=%2F');
  });
});

describe('COMPANY_DOMAINS (page-shell §6)', () => {
  it('never treats the demo members (example.com) as internal', () => {
    for (const domain of Object.values(COMPANY_DOMAINS)) {
      expect(accountMenuLabel('jane@example.com', domain).showMyAccountItem).toBe(true);
      expect(accountMenuLabel(`staff@${domain}`, domain).showMyAccountItem).toBe(false);
    }
  });
});
