/**
 * Where each brand sells (page-shell §3 Country, Location; §7 countries, country-regions and
 * countries-phone-info calls): its countries (each named as its own site names it), the regions
 * of each, and the customer-service line per country. Numbers and addresses are fictional.
 */
import type { Country, CountryRegion, PhoneInfo } from '../../src/platform/api/contract';
import {
  countriesFor,
  phoneInfo as fixturePhoneInfo,
  countryRegions as mainRegions,
} from '../../src/platform/fixtures';
import type { CountryCode } from '../../src/platform/site/markets';
import type { BrandId } from '../../tokens/types';

/** Public site address of each brand (fictional, example.com). */
export const brandOrigins: Record<BrandId, string> = {
  main: 'https://www.legalkit.example.com',
  'legal-contracts': 'https://www.contractcraft.example.com',
  'fr-legal': 'https://www.actesclairs.example.com',
  'de-legal': 'https://www.vertragswerk.example.com',
};

/** The countries of each brand on its fictional public site, in the order its selector lists them. */
export const countriesByBrand = Object.fromEntries(
  (Object.keys(brandOrigins) as BrandId[]).map((brand) => [
    brand,
    countriesFor(brand, brandOrigins[brand]),
  ]),
) as Record<BrandId, Country[]>;

const ukNations: CountryRegion[] = [
  { regionCode: 'ENG', name: 'England' },
  { regionCode: 'WLS', name: 'Wales' },
  { regionCode: 'SCT', name: 'Scotland' },
  { regionCode: 'NIR', name: 'Northern Ireland' },
];

/** ISO 3166-2:DE codes without the country prefix. */
const germanStates: CountryRegion[] = [
  { regionCode: 'BW', name: 'Baden-Württemberg' },
  { regionCode: 'BY', name: 'Bayern' },
  { regionCode: 'BE', name: 'Berlin' },
  { regionCode: 'BB', name: 'Brandenburg' },
  { regionCode: 'HB', name: 'Bremen' },
  { regionCode: 'HH', name: 'Hamburg' },
  { regionCode: 'HE', name: 'Hessen' },
  { regionCode: 'MV', name: 'Mecklenburg-Vorpommern' },
  { regionCode: 'NI', name: 'Niedersachsen' },
  { regionCode: 'NW', name: 'Nordrhein-Westfalen' },
  { regionCode: 'RP', name: 'Rheinland-Pfalz' },
  { regionCode: 'SL', name: 'Saarland' },
  { regionCode: 'SN', name: 'Sachsen' },
  { regionCode: 'ST', name: 'Sachsen-Anhalt' },
  { regionCode: 'SH', name: 'Schleswig-Holstein' },
  { regionCode: 'TH', name: 'Thüringen' },
];

/** ISO 3166-2:AT codes (numeric) without the country prefix. */
const austrianStates: CountryRegion[] = [
  { regionCode: '1', name: 'Burgenland' },
  { regionCode: '2', name: 'Kärnten' },
  { regionCode: '3', name: 'Niederösterreich' },
  { regionCode: '4', name: 'Oberösterreich' },
  { regionCode: '5', name: 'Salzburg' },
  { regionCode: '6', name: 'Steiermark' },
  { regionCode: '7', name: 'Tirol' },
  { regionCode: '8', name: 'Vorarlberg' },
  { regionCode: '9', name: 'Wien' },
];

/** Regions per country of each brand; a country without regions answers an empty list. */
export const regionsByBrand: Record<BrandId, Partial<Record<CountryCode, CountryRegion[]>>> = {
  main: mainRegions,
  'legal-contracts': { ...mainRegions, GB: ukNations },
  'fr-legal': {},
  'de-legal': { DE: germanStates, AT: austrianStates },
};

const fixturePhone = (code: CountryCode): PhoneInfo[] =>
  fixturePhoneInfo.filter((p) => p.countryCode === code);

/** Customer-service lines per brand and country; CA carries the company address (page-shell §7). */
export const phoneInfoByBrand: Record<BrandId, PhoneInfo[]> = {
  main: [
    ...fixturePhone('US'),
    ...fixturePhone('CA'),
    ...fixturePhone('GB'),
    ...fixturePhone('AU'),
    {
      countryCode: 'IE',
      phoneNumber: '1800 555 014',
      phoneHours: 'Mon–Fri 9am–5pm IST',
      companyAddress: null,
    },
    {
      countryCode: 'IN',
      phoneNumber: '1800 555 0150',
      phoneHours: 'Mon–Fri 9:30am–6pm IST',
      companyAddress: null,
    },
    {
      countryCode: 'NG',
      phoneNumber: '0800 555 0160',
      phoneHours: 'Mon–Fri 9am–5pm WAT',
      companyAddress: null,
    },
    {
      countryCode: 'SG',
      phoneNumber: '800 555 0170',
      phoneHours: 'Mon–Fri 9am–6pm SGT',
      companyAddress: null,
    },
    {
      countryCode: 'NZ',
      phoneNumber: '0800 555 018',
      phoneHours: 'Mon–Fri 9am–5pm NZST',
      companyAddress: null,
    },
    {
      countryCode: 'MX',
      phoneNumber: '800 555 0190',
      phoneHours: 'Lun. a vie. de 9:00 a 18:00 h (hora del centro)',
      companyAddress: null,
    },
    {
      countryCode: 'ES',
      phoneNumber: '900 555 019',
      phoneHours: 'Lun. a vie. de 9:00 a 18:00 h (CET)',
      companyAddress: null,
    },
  ],
  'legal-contracts': [
    {
      countryCode: 'GB',
      phoneNumber: '0800 555 0134',
      phoneHours: 'Mon–Fri, 9am–5:30pm (UK time)',
      companyAddress: 'Example House, 1 Sample Street, London',
    },
    {
      countryCode: 'US',
      phoneNumber: '1-888-555-0134',
      phoneHours: 'Mon–Fri, 8am–6pm ET',
      companyAddress: null,
    },
    {
      countryCode: 'CA',
      phoneNumber: '1-888-555-0135',
      phoneHours: 'Mon–Fri, 8am–6pm ET',
      companyAddress: '200 Sample Street, Toronto ON',
    },
    {
      countryCode: 'AU',
      phoneNumber: '1800 555 036',
      phoneHours: 'Mon–Fri, 9am–5pm AEST',
      companyAddress: null,
    },
  ],
  'fr-legal': [
    {
      countryCode: 'FR',
      phoneNumber: '01 55 55 01 23',
      phoneHours: 'Du lundi au vendredi, de 9 h à 18 h',
      companyAddress: "10 rue de l'Exemple, 75000 Paris",
    },
  ],
  'de-legal': [
    {
      countryCode: 'DE',
      phoneNumber: '0800 555 0100',
      phoneHours: 'Mo.–Fr. 9–17 Uhr',
      companyAddress: 'Musterstraße 1, 10000 Berlin',
    },
    {
      countryCode: 'AT',
      phoneNumber: '0800 555 010',
      phoneHours: 'Mo.–Fr. 9–17 Uhr',
      companyAddress: 'Musterstraße 1, 10000 Berlin, Deutschland',
    },
  ],
};
