/**
 * Country selector decisions (page-shell §2 Country selector / Other dialogs, §3 Country, §4
 * Country dropdown, §9 "Country dropdown scrolls above 5 entries").
 */

/** A country as the location call returns it (page-shell §3). */
export interface Country {
  countryCode: string;
  name: string;
  canonicalUrl?: string | null;
  selectUrl?: string | null;
  isMajorCountry: boolean;
}

export type DropdownEntry<T extends Country> = { kind: 'country'; country: T } | { kind: 'more' };

/** Page-shell §9: the dropdown scrolls when it has more than 5 entries. */
export const DROPDOWN_SCROLL_THRESHOLD = 5;

/**
 * Page-shell §2/§4: major countries first (in the service's order), then the "more" entry, which
 * appears only when some country is not major (otherwise the dialog would add nothing).
 */
export function dropdownEntries<T extends Country>(countries: readonly T[]): DropdownEntry<T>[] {
  const entries: DropdownEntry<T>[] = countries
    .filter((country) => country.isMajorCountry)
    .map((country) => ({ kind: 'country', country }));
  if (countries.some((country) => !country.isMajorCountry)) entries.push({ kind: 'more' });
  return entries;
}

/** Page-shell §9: scroll above 5 entries (the "more" entry counts). */
export function dropdownScrolls(entryCount: number): boolean {
  return entryCount > DROPDOWN_SCROLL_THRESHOLD;
}

/** Page-shell §2 "more" dialog: every country sorted by name in the page's language. */
export function dialogCountries<T extends Country>(countries: readonly T[], locale: string): T[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return [...countries].sort(
    (a, b) => collator.compare(a.name, b.name) || a.countryCode.localeCompare(b.countryCode),
  );
}

/** Page-shell §4: the dropdown expands on hover, or on click for flag variants. */
export function dropdownTrigger(variant: 'default' | 'flag'): 'hover' | 'click' {
  return variant === 'flag' ? 'click' : 'hover';
}

/**
 * Page-shell §4: clicking a country goes to its canonical URL, or "/" if none. Country sites
 * live on other hosts, so absolute http(s) URLs are kept; anything that is not http(s) or a
 * root-relative path (a `javascript:` value, `//host`) also gives "/".
 */
export function countryNavigationTarget(country: Pick<Country, 'canonicalUrl'>): string {
  const url = country.canonicalUrl?.trim() ?? '';
  if (/^https?:\/\/[^/\\]/i.test(url) && URL.canParse(url)) return url;
  if (url.startsWith('/') && !/^[/\\]{2}|^\/\\/.test(url)) return url;
  return '/';
}

/**
 * Page-shell §2: the countries call's criteria come from the `ldcn` query parameter, else the
 * name variation; null when neither is set.
 */
export function countriesCriteria(
  ldcn: string | null | undefined,
  nameVariation: string | null | undefined,
): string | null {
  return ldcn?.trim() || nameVariation?.trim() || null;
}

/**
 * How the selector shows the current country (page-shell §2 "Variants exist, including flag
 * variants"): its name, its flag, or both.
 */
export type CountrySelectorVariant = 'name' | 'flag' | 'flagWithName';

/** Page-shell §4: both flag variants open on click; the name variant on hover. */
export function selectorOpensOn(variant: CountrySelectorVariant): 'hover' | 'click' {
  return dropdownTrigger(variant === 'name' ? 'default' : 'flag');
}

/**
 * The name of a country for the page: the service's name when the list has it, else the
 * browser's name for the region in the page language (while the list loads or after it failed),
 * else the code itself.
 */
export function countryDisplayName(
  countryCode: string,
  countries: readonly Pick<Country, 'countryCode' | 'name'>[],
  locale: string,
): string {
  const listed = countries.find((country) => country.countryCode === countryCode)?.name.trim();
  if (listed) return listed;
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(countryCode) ?? countryCode;
  } catch {
    return countryCode;
  }
}
