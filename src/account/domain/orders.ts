/**
 * Orders (account-dashboard §3, §4, §7, §9): product codes, which order details a screen uses,
 * and the hidden fields of the forms posted to the order site. The subscription cards, the
 * upgrade paths and the server's order pages share them.
 */
import { orderProductCodes } from '../../platform/api/contract';
import type { OrderDetailsLike, UpgradeDetails } from '../model';
import type { DisplayKind } from './subscription';

/** §3 Product codes for orders: the contract's list. */
export const productCodes = orderProductCodes;
export type ProductCode = (typeof productCodes)[number];

/**
 * §3 Product code ordered for each display kind: the pro plan and its trial are the whole law
 * library (ALLLAW); legal club and legal advice are both legal advice (LEGADV); a library
 * purchase or an unknown plan has none.
 */
export const productCodeByDisplayKind: Readonly<Record<DisplayKind, ProductCode | null>> = {
  'trial-subscription': 'ALLLAW',
  '1-year-pro': 'ALLLAW',
  'all-access': 'ALLACCESS',
  'legal-club': 'LEGADV',
  '1-year-legal-advice': 'LEGADV',
  'estate-bundle': 'ESTPLNES',
  'real-estate-bundle': 'RESTPLNES',
  'business-bundle': 'BUSPLNES',
  library: null,
  'site-subscription': null,
};

/** §3 The product code of a display kind; null when it cannot be ordered. */
export function productCodeFor(kind: DisplayKind): ProductCode | null {
  return productCodeByDisplayKind[kind];
}

/** §9 Order form version: 1.23 for DE, else 1.21. */
export function orderFormVersion(country: string): '1.23' | '1.21' {
  return country.toUpperCase() === 'DE' ? '1.23' : '1.21';
}

/**
 * §9 Order file names by country (DE, FR, others) and device. The spec does not give them; these
 * are our names, in each brand's language, with a `-mobile` twin for small screens.
 */
export const orderFileNames = {
  DE: { desktop: 'bestellformular', mobile: 'bestellformular-mobil' },
  FR: { desktop: 'bon-de-commande', mobile: 'bon-de-commande-mobile' },
  default: { desktop: 'order-form', mobile: 'order-form-mobile' },
} as const;

/** §9 The order file for a country and device. */
export function orderFileName(country: string, isMobile: boolean): string {
  const upper = country.toUpperCase();
  const names = upper === 'DE' || upper === 'FR' ? orderFileNames[upper] : orderFileNames.default;
  return isMobile ? names.mobile : names.desktop;
}

export type OrderDetailsFields = Pick<UpgradeDetails, 'desktopOrderDetails' | 'mobileOrderDetails'>;

/**
 * §4 Small screens use the mobile order details, others the desktop ones. When the chosen side
 * is missing the other is used rather than offering no upgrade; null when both are missing.
 */
export function orderDetailsFor(
  details: OrderDetailsFields,
  isSmallScreen: boolean,
): OrderDetailsLike | null {
  const [preferred, other] = isSmallScreen
    ? [details.mobileOrderDetails, details.desktopOrderDetails]
    : [details.desktopOrderDetails, details.mobileOrderDetails];
  return preferred?.orderUrl ? preferred : other?.orderUrl ? other : null;
}

/** A form to post to the order site: its action URL and hidden fields, in order. */
export interface OrderForm {
  action: string;
  fields: [name: string, value: string][];
}

/** orderPostData arrives as an object or as a query string; both become field pairs. */
function postDataFields(data: OrderDetailsLike['orderPostData']): [string, string][] {
  if (!data) return [];
  if (typeof data === 'string') return [...new URLSearchParams(data.replace(/^\?/, ''))];
  return Object.entries(data).map(([name, value]) => [name, String(value)]);
}

/**
 * §7 The upgrade order: posts to the upgrade path's order URL with hidden fields
 * upgradeSubscription (the subscription id) and products, plus the order post data (which may
 * not override those two). Null when there are no order details to post to.
 */
export function upgradeOrderForm(input: {
  upgradeDetails: OrderDetailsFields;
  subscriptionId: number | string;
  productCode: ProductCode;
  isSmallScreen: boolean;
}): OrderForm | null {
  const details = orderDetailsFor(input.upgradeDetails, input.isSmallScreen);
  if (!details) return null;
  const own = new Set(['upgradeSubscription', 'products']);
  return {
    action: details.orderUrl,
    fields: [
      ['upgradeSubscription', String(input.subscriptionId)],
      ['products', input.productCode],
      ...postDataFields(details.orderPostData).filter(([name]) => !own.has(name)),
    ],
  };
}

/**
 * §7 A new order: posts to the contracts order page with code, file, contract, referHost, loc
 * and products. `code` carries the order form version (§9) and `loc` the BCP 47 locale with an
 * underscore (the server's form); both readings are ours, the spec does not define them.
 */
export function newOrderForm(input: {
  orderPageUrl: string;
  country: string;
  isMobile: boolean;
  contract: string;
  referHost: string;
  locale: string;
  productCode: ProductCode;
}): OrderForm {
  return {
    action: input.orderPageUrl,
    fields: [
      ['code', orderFormVersion(input.country)],
      ['file', orderFileName(input.country, input.isMobile)],
      ['contract', input.contract],
      ['referHost', input.referHost],
      ['loc', input.locale.replace('-', '_')],
      ['products', input.productCode],
    ],
  };
}
