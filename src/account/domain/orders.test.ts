import { describe, expect, it } from 'vitest';
import {
  newOrderForm,
  orderDetailsFor,
  orderFileName,
  orderFormVersion,
  productCodeFor,
  upgradeOrderForm,
} from './orders';
import { type DisplayKind, displayKind } from './subscription';

describe('productCodeFor (§3)', () => {
  it.each<[DisplayKind, string | null]>([
    ['trial-subscription', 'ALLLAW'],
    ['1-year-pro', 'ALLLAW'],
    ['all-access', 'ALLACCESS'],
    ['legal-club', 'LEGADV'],
    ['1-year-legal-advice', 'LEGADV'],
    ['estate-bundle', 'ESTPLNES'],
    ['real-estate-bundle', 'RESTPLNES'],
    ['business-bundle', 'BUSPLNES'],
    ['library', null],
    ['site-subscription', null],
  ])('%s → %s', (kind, code) => {
    expect(productCodeFor(kind)).toBe(code);
  });

  it('composes with the display kind of a buy option', () => {
    expect(
      productCodeFor(displayKind({ originalBuyOptionName: 'subscription_year_renew_real_estate' })),
    ).toBe('RESTPLNES');
  });
});

describe('orderFormVersion (§9)', () => {
  it('is 1.23 for DE and 1.21 elsewhere', () => {
    expect(orderFormVersion('DE')).toBe('1.23');
    expect(orderFormVersion('de')).toBe('1.23');
    for (const c of ['US', 'FR', 'AT', 'GB']) expect(orderFormVersion(c)).toBe('1.21');
  });
});

describe('orderFileName (§9)', () => {
  it('depends on DE, FR or other, and on mobile', () => {
    expect(orderFileName('DE', false)).toBe('bestellformular');
    expect(orderFileName('DE', true)).toBe('bestellformular-mobil');
    expect(orderFileName('fr', false)).toBe('bon-de-commande');
    expect(orderFileName('FR', true)).toBe('bon-de-commande-mobile');
    expect(orderFileName('US', false)).toBe('order-form');
    expect(orderFileName('AT', true)).toBe('order-form-mobile');
  });
});

const desktop = { orderUrl: 'https://order.example/desktop', orderPostData: { a: '1' } };
const mobile = { orderUrl: 'https://order.example/mobile', orderPostData: 'b=2&c=3' };

describe('orderDetailsFor (§4)', () => {
  it('uses mobile details on small screens, desktop otherwise', () => {
    expect(
      orderDetailsFor({ desktopOrderDetails: desktop, mobileOrderDetails: mobile }, true),
    ).toBe(mobile);
    expect(
      orderDetailsFor({ desktopOrderDetails: desktop, mobileOrderDetails: mobile }, false),
    ).toBe(desktop);
  });

  it('falls back to the other side, null when neither has an order URL', () => {
    expect(orderDetailsFor({ desktopOrderDetails: desktop, mobileOrderDetails: null }, true)).toBe(
      desktop,
    );
    expect(orderDetailsFor({ mobileOrderDetails: mobile }, false)).toBe(mobile);
    expect(orderDetailsFor({}, false)).toBeNull();
    expect(orderDetailsFor({ desktopOrderDetails: { orderUrl: '' } }, false)).toBeNull();
  });
});

describe('upgradeOrderForm (§7)', () => {
  it('posts upgradeSubscription, products and the post data to the order URL', () => {
    expect(
      upgradeOrderForm({
        upgradeDetails: { desktopOrderDetails: desktop, mobileOrderDetails: mobile },
        subscriptionId: 42,
        productCode: 'ALLACCESS',
        isSmallScreen: true,
      }),
    ).toEqual({
      action: 'https://order.example/mobile',
      fields: [
        ['upgradeSubscription', '42'],
        ['products', 'ALLACCESS'],
        ['b', '2'],
        ['c', '3'],
      ],
    });
  });

  it('does not let post data override the upgrade fields', () => {
    const form = upgradeOrderForm({
      upgradeDetails: {
        desktopOrderDetails: { orderUrl: 'https://o', orderPostData: { products: 'X', d: '4' } },
      },
      subscriptionId: 7,
      productCode: 'ALLLAW',
      isSmallScreen: false,
    });
    expect(form?.fields).toEqual([
      ['upgradeSubscription', '7'],
      ['products', 'ALLLAW'],
      ['d', '4'],
    ]);
  });

  it('is null without order details', () => {
    expect(
      upgradeOrderForm({
        upgradeDetails: {},
        subscriptionId: 7,
        productCode: 'ALLLAW',
        isSmallScreen: false,
      }),
    ).toBeNull();
  });
});

describe('newOrderForm (§7)', () => {
  it('fills code, file, contract, referHost, loc and products', () => {
    expect(
      newOrderForm({
        orderPageUrl: 'https://order.example/contracts',
        country: 'DE',
        isMobile: true,
        contract: 'mietvertrag',
        referHost: 'www.example.de',
        locale: 'de-DE',
        productCode: 'ALLLAW',
      }),
    ).toEqual({
      action: 'https://order.example/contracts',
      fields: [
        ['code', '1.23'],
        ['file', 'bestellformular-mobil'],
        ['contract', 'mietvertrag'],
        ['referHost', 'www.example.de'],
        ['loc', 'de_DE'],
        ['products', 'ALLLAW'],
      ],
    });
  });
});
