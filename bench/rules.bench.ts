/**
 * Pure decisions the UI runs on every keystroke or render: are any of them slow enough to
 * matter? Inputs come from `src/platform/fixtures`, so they look like what the app really sees.
 */
import { describe } from 'vitest';
import { displayKind, subscriptionState } from '../src/account/domain';
import { accountLicenseLabel } from '../src/account/licenses/rules';
import {
  fixtureNow,
  type MemberFixture,
  members,
  searchSuggestions,
} from '../src/platform/fixtures';
import { formatDisplayDate, parseServerDate } from '../src/platform/format/dates';
import { formatMoney } from '../src/platform/format/money';
import { resolveRedirect } from '../src/platform/navigation/redirect';
import { validateEmail } from '../src/platform/validation/credentials';
import { matchSuggestions, type SearchSuggestion } from '../src/shell/search/rules';
import { bench } from './support';

// Results go here so the engine cannot drop a call whose value is never read.
let _sink: unknown;
const keep = (value: unknown) => {
  _sink = value;
};

// ---------------------------------------------------------------------------------------------
// Email

/** The longest address the rules accept: a 64-character local part and a 253-character domain. */
const longestValidEmail = `${'a'.repeat(64)}@${[
  'b'.repeat(63),
  'c'.repeat(63),
  'd'.repeat(63),
  'e'.repeat(61),
].join('.')}`;

// Does validating on every change of the email field cost anything, even at the 319 limit?
describe('validateEmail', () => {
  bench('valid (several@example.com)', () => {
    keep(validateEmail(members.several.user.username));
  });
  bench('invalid (no @)', () => {
    keep(validateEmail('several.example.com'));
  });
  bench('quoted local part', () => {
    keep(validateEmail('"several members"@example.com'));
  });
  bench(`longest valid (${longestValidEmail.length} chars)`, () => {
    keep(validateEmail(longestValidEmail));
  });
  bench('too long (320 chars, rejected by length)', () => {
    keep(validateEmail(`${longestValidEmail}xx`));
  });
});

// ---------------------------------------------------------------------------------------------
// Redirects

const site = { siteOrigin: 'https://www.legalkit.example.com', allowedHosts: ['fr.localhost'] };

// Redirect resolution parses URLs twice or three times: is that noticeable per navigation?
describe('resolveRedirect', () => {
  bench('relative path', () => {
    keep(resolveRedirect('/my-account/subscriptions?tab=active', site));
  });
  bench('absolute URL to an allowed host', () => {
    keep(resolveRedirect('https://fr.localhost/mon-compte/', site));
  });
  bench('absolute URL to another host (falls back to root)', () => {
    keep(resolveRedirect('https://evil.example.org/phish', site));
  });
  bench('protocol-relative trick with control characters', () => {
    keep(resolveRedirect(' \t/\\/evil.example.org/a/..//x\n', site));
  });
});

// ---------------------------------------------------------------------------------------------
// Search suggestions

/** 1,000 suggestions: the fixture names with a numbered suffix, in the fixture order. */
const thousandSuggestions: SearchSuggestion[] = Array.from({ length: 1000 }, (_, i) => {
  const base = searchSuggestions[i % searchSuggestions.length] as SearchSuggestion;
  return { ...base, name: `${base.name} ${i}`, url: `${base.url}${i}/` };
});

// Autocomplete filters and sorts on every debounced keystroke: how does that scale from the
// fixture's 12 suggestions to a 1,000-entry catalogue?
describe('matchSuggestions', () => {
  bench(`"will" in ${searchSuggestions.length} suggestions`, () => {
    keep(matchSuggestions('will', searchSuggestions));
  });
  bench(`"will" in ${thousandSuggestions.length} suggestions`, () => {
    keep(matchSuggestions('will', thousandSuggestions));
  });
  bench(`"agreement" in ${thousandSuggestions.length} suggestions`, () => {
    keep(matchSuggestions('agreement', thousandSuggestions));
  });
  bench(`"zzz" (no match) in ${thousandSuggestions.length} suggestions`, () => {
    keep(matchSuggestions('zzz', thousandSuggestions));
  });
});

// ---------------------------------------------------------------------------------------------
// Subscriptions and licenses

const allMembers: MemberFixture[] = Object.values(members);
const allSubscriptions = allMembers.flatMap((member) => member.subscriptions);
const now = parseServerDate(fixtureNow) as Date;

// The dashboard derives state, kind and label on each render: what does a whole page of
// members cost?
describe(`account rules over all ${allMembers.length} fixture members (${allSubscriptions.length} subscriptions)`, () => {
  bench('subscriptionState of every subscription', () => {
    for (const subscription of allSubscriptions) keep(subscriptionState(subscription));
  });
  bench('displayKind of every subscription', () => {
    for (const subscription of allSubscriptions) keep(displayKind(subscription));
  });
  bench('accountLicenseLabel of every member', () => {
    for (const member of allMembers) {
      keep(accountLicenseLabel(member.subscriptions, member.licenses, now));
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Dates and money

const serverDates = allSubscriptions.flatMap((s) =>
  [s.nextChargeDate, s.previousChargeDate, s.expiryDate, s.cancelledDate, s.orderDate].filter(
    (text): text is string => typeof text === 'string' && text !== '',
  ),
);
const formatLocales = ['en-US', 'en-GB', 'fr-FR', 'de-DE', 'es-MX'] as const;
const reusedDateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

// Every date on the dashboard is server text read on the site clock and formatted for the
// viewer: how long does one date take per locale, and how much of it is parsing? formatDisplayDate
// builds an Intl.DateTimeFormat per call; the last row is the floor, one formatter reused.
describe(`dates (${serverDates.length} fixture server dates per call)`, () => {
  bench('parseServerDate only', () => {
    for (const text of serverDates) keep(parseServerDate(text));
  });
  for (const locale of formatLocales) {
    bench(`parseServerDate + formatDisplayDate ${locale}`, () => {
      for (const text of serverDates) {
        keep(formatDisplayDate(parseServerDate(text) as Date, locale));
      }
    });
  }
  bench('parseServerDate + formatDisplayDate de-DE with time', () => {
    for (const text of serverDates) {
      keep(formatDisplayDate(parseServerDate(text) as Date, 'de-DE', { withTime: true }));
    }
  });
  bench('parseServerDate + one reused Intl.DateTimeFormat en-US (baseline)', () => {
    for (const text of serverDates) keep(reusedDateFormat.format(parseServerDate(text) as Date));
  });
});

const prices = allSubscriptions.map((s) => ({ amount: s.amount, country: s.countryCode }));
const reusedFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

// formatMoney builds an Intl.NumberFormat per call: is that worth caching? The last row is the
// floor, one formatter reused.
describe(`formatMoney (${prices.length} fixture amounts per call)`, () => {
  for (const locale of ['en-US', 'fr-FR', 'de-DE'] as const) {
    bench(`formatMoney ${locale}`, () => {
      for (const { amount, country } of prices) keep(formatMoney(amount, locale, country));
    });
  }
  bench('one reused Intl.NumberFormat en-US (baseline)', () => {
    for (const { amount } of prices) keep(reusedFormat.format(amount));
  });
});
