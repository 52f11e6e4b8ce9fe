import { describe, expect, it } from 'vitest';
import { createI18n } from '../../platform/i18n/i18n';
import { tabsFor } from '../navigation';
import { accountDocumentTitle } from './pageTitle';
import {
  type AccountPageTitle,
  accountNeedsOf,
  accountReturnPath,
  isAccountServiceWorkerScope,
  pageTitleOf,
  pathWithinBase,
  redirectKeepingQuery,
  selectedTabFor,
} from './rules';

const utility = tabsFor({ siteStyle: 'main', country: 'US' });
const other = tabsFor({ siteStyle: 'main', country: 'IE' });
const legal = tabsFor({ siteStyle: 'legal-contracts', country: 'GB' });
const gbNotUtility = tabsFor({ siteStyle: 'main', country: 'GB', utilityCountries: ['US'] });

describe('selectedTabFor', () => {
  it('selects the tab of the path', () => {
    expect(selectedTabFor('/overview', utility)).toBe('overview');
    expect(selectedTabFor('/licenses', utility)).toBe('licenses');
    expect(selectedTabFor('/settings', legal)).toBe('settings');
    expect(selectedTabFor('/subscriptions-and-licenses', other)).toBe('subscriptions-and-licenses');
  });

  it('selects the subscriptions tab on its list and its child pages', () => {
    for (const path of [
      '/subscriptions',
      '/subscriptions/',
      '/subscriptions/cancel',
      '/subscriptions/cancel_v2',
      '/subscriptions/cancel-success',
      '/subscriptions/reminder',
    ]) {
      expect(selectedTabFor(path, utility)).toBe('subscriptions');
      expect(selectedTabFor(path, gbNotUtility)).toBe('subscriptions');
    }
  });

  it('does not mistake the combined tab for the subscriptions tab', () => {
    expect(selectedTabFor('/subscriptions-and-licenses', utility)).toBeNull();
  });

  it('puts the top-level cancellation pages under subscriptions, or the combined tab', () => {
    expect(selectedTabFor('/cancel', utility)).toBe('subscriptions');
    expect(selectedTabFor('/reminder', utility)).toBe('subscriptions');
    expect(selectedTabFor('/cancel', legal)).toBe('subscriptions-and-licenses');
    expect(selectedTabFor('/subscriptions/cancel', other)).toBe('subscriptions-and-licenses');
  });

  it('puts the licences page under the combined tab where the site has no licences tab', () => {
    expect(selectedTabFor('/licenses', legal)).toBe('subscriptions-and-licenses');
    expect(selectedTabFor('/licenses', other)).toBe('subscriptions-and-licenses');
    expect(selectedTabFor('/licenses', gbNotUtility)).toBe('licenses');
  });

  it('selects nothing for an unknown path, the root or a tab the site lacks', () => {
    expect(selectedTabFor('/nowhere', utility)).toBeNull();
    expect(selectedTabFor('/', utility)).toBeNull();
    expect(selectedTabFor('/overview', legal)).toBeNull();
  });
});

describe('isAccountServiceWorkerScope', () => {
  it('matches scopes whose path includes /my-account', () => {
    expect(isAccountServiceWorkerScope('https://example.com/my-account/')).toBe(true);
    expect(isAccountServiceWorkerScope('https://example.com/my-account/settings')).toBe(true);
    expect(isAccountServiceWorkerScope('https://example.com/en/my-account/')).toBe(true);
    expect(isAccountServiceWorkerScope('https://example.com/My-Account/')).toBe(true);
  });

  it('leaves other scopes alone, even when the host or query mentions the account', () => {
    expect(isAccountServiceWorkerScope('https://example.com/')).toBe(false);
    expect(isAccountServiceWorkerScope('https://my-account.example.com/docs/')).toBe(false);
    expect(isAccountServiceWorkerScope('https://example.com/sw/?from=/my-account')).toBe(false);
  });
});

describe('accountReturnPath and pathWithinBase', () => {
  it('returns to the page the guest opened', () => {
    expect(accountReturnPath('/settings')).toBe('/my-account/settings');
    expect(accountReturnPath('/', '')).toBe('/my-account/');
    expect(accountReturnPath('/subscriptions/cancel', '?subscriptionId=7')).toBe(
      '/my-account/subscriptions/cancel?subscriptionId=7',
    );
  });

  it('does not carry the signed-out flag back after the sign-in', () => {
    expect(accountReturnPath('/overview', '?SecureIDInvalid=1')).toBe('/my-account/overview');
    expect(accountReturnPath('/settings', '?pid=pg-7&SecureIDInvalid=1')).toBe(
      '/my-account/settings?pid=pg-7',
    );
  });

  it('strips the base from a full path', () => {
    expect(pathWithinBase('/my-account/subscriptions')).toBe('/subscriptions');
    expect(pathWithinBase('/my-account/subscriptions/')).toBe('/subscriptions/');
    expect(pathWithinBase('/my-account')).toBe('/');
    expect(pathWithinBase('/subscriptions', '/')).toBe('/subscriptions');
  });
});

describe('redirectKeepingQuery', () => {
  it("keeps the address's query on a guard's redirect", () => {
    expect(
      redirectKeepingQuery(
        '/overview',
        'http://main.localhost/my-account/?SecureIDInvalid=1&pid=pg-7',
      ),
    ).toBe('/overview?SecureIDInvalid=1&pid=pg-7');
    expect(
      redirectKeepingQuery('/subscriptions/', 'http://main.localhost/my-account/subscriptions'),
    ).toBe('/subscriptions/');
  });
});

describe('pageTitleOf', () => {
  const handles = [undefined, null, { pageTitle: 'subscriptions' }];

  it('takes the deepest route that names a page', () => {
    expect(pageTitleOf(handles, '')).toBe('subscriptions');
    expect(pageTitleOf([...handles, { pageTitle: 'cancel' }, {}], '')).toBe('cancel');
  });

  it('reads the query where steps share a route', () => {
    const step = { pageTitle: (q: URLSearchParams) => (q.get('step') ? 'cancelReason' : 'cancel') };
    expect(pageTitleOf([step], '?subscriptionId=1')).toBe('cancel');
    expect(pageTitleOf([step], '?subscriptionId=1&step=reason')).toBe('cancelReason');
  });

  it('is null when no route names one', () => {
    expect(pageTitleOf([undefined, { id: 'x' }], '')).toBeNull();
  });
});

describe('accountNeedsOf', () => {
  it("joins every matched route's needs, each once, root first", () => {
    const handles = [
      undefined,
      { needs: ['subscriptions'] },
      { id: 'layout' },
      { pageTitle: 'cancel', needs: ['subscriptions', 'licenses', 'upgradePaths'] },
    ];
    expect(accountNeedsOf(handles)).toEqual(['subscriptions', 'licenses', 'upgradePaths']);
  });

  it('is empty when no matched route declares any', () => {
    expect(
      accountNeedsOf([undefined, { pageTitle: 'notFound', needs: [] }, { needs: 'x' }]),
    ).toEqual([]);
  });
});

describe('accountDocumentTitle', () => {
  const title = (locale: string, page: AccountPageTitle | null, brand: string) =>
    accountDocumentTitle(createI18n(locale).getFixedT(locale, 'account'), page, brand);

  it('names the page, My Account and the brand, in the page language', () => {
    expect(title('en-US', 'subscriptions', 'LegalKit')).toBe(
      'Subscriptions – My Account | LegalKit',
    );
    expect(title('en-GB', 'cancelled', 'ContractCraft')).toBe(
      'Subscription Cancelled – My Account | ContractCraft',
    );
    expect(title('fr-FR', 'cancel', 'Actes Clairs')).toBe(
      "Résilier l'abonnement – Mon compte | Actes Clairs",
    );
    expect(title('de-AT', 'cancelReason', 'Vertragswerk')).toBe(
      'Kündigungsgrund – Mein Konto | Vertragswerk',
    );
  });

  it('leaves out what it does not know', () => {
    expect(title('es-MX', 'settings', '')).toBe('Configuración – Mi cuenta');
    expect(title('en-US', null, 'LegalKit')).toBe('My Account | LegalKit');
  });
});
