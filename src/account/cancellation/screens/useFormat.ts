import { useAtomValue } from 'jotai';
import { formatDisplayDate, formatServerDate } from '../../../platform/format/dates';
import { formatMoney } from '../../../platform/format/money';
import { siteContextAtom } from '../../../platform/site/atoms';

/**
 * Formatters in the site's locale. Money is in the currency of the country it is charged in (a
 * subscription's own country, §9), which need not be the site's: a member who bought in the US
 * sees US dollars on the Canadian site too.
 */
export function useFormat() {
  const { locale, country } = useAtomValue(siteContextAtom);
  return {
    locale,
    country,
    date: (text: string | null | undefined) => formatServerDate(text, locale) ?? '',
    dateOf: (instant: Date, withTime = false) => formatDisplayDate(instant, locale, { withTime }),
    money: (amount: number, countryCode: string | null) => formatMoney(amount, locale, countryCode),
  };
}
