import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { EndpointName } from '../../../src/platform/api/contract';
import { POLICY_REVISION } from '../../../src/platform/api/policyDocuments';
import { type MockApiOptions, mockApi } from '../../../src/platform/mocks/handlers';
import {
  CookieConsent,
  loadCookiePreferencesDialog,
  openCookiePreferencesAtom,
} from '../../../src/shell/cookie-consent';
import { openPolicyDialogAtom } from '../../../src/shell/policies';
import { findOverlay } from '../../support/findOverlay';
import { preloadChunks } from '../../support/preloadChunks';
import {
  type StoryEnvironment,
  storyEnvironment,
  storyStore,
} from '../../support/storyEnvironment';
import {
  anyConsentId,
  cookieLogs,
  cookieLogsLoader,
  copy,
  storedConsent,
  storyConsentId,
  storyNow,
  withCookieSetup,
} from './support';

/** Bodies of the cookie-preferences POSTs of the running story. */
const posted: Promise<unknown>[] = [];

const msw = (options: MockApiOptions = {}) => ({
  msw: {
    handlers: mockApi({
      ...options,
      onRequest: (endpoint: EndpointName, request: Request) => {
        if (endpoint === 'cookiePreferences') posted.push(request.clone().json());
      },
    }),
  },
});

const postedBodies = async () => Promise.all(posted);

/**
 * The stored choice's new consent id (issue #26), and the proof of consent each save must have
 * posted with it: that id, the policy revision, Global Privacy Control and the country.
 */
async function expectConsentProof(environment: StoryEnvironment, globalPrivacyControl = false) {
  const { consentId } = storedConsent(environment) as { consentId?: string };
  await expect(consentId).toMatch(anyConsentId);
  const proof = { consentId, policyRevision: POLICY_REVISION, globalPrivacyControl };
  await expect(
    (await postedBodies()).map((body) => (body as { consent?: unknown }).consent),
  ).toEqual([{ ...proof, countryCode: 'GB' }]);
}

/**
 * Cookie consent as the page shell mounts it (page-shell §2, §4): the bar in the countries
 * that need it, 1 s after the page becomes eligible (stories pass `barDelayMs: 0` so
 * screenshots need not wait; the 1000 ms default is asserted in `AppearsAfterOneSecond` and
 * the unit tests), its Accept, policy and settings links, and the preferences dialog. Local
 * storage is in memory and the clock is fixed at 10 March 2025, 12:00 UTC.
 */
const meta = {
  title: 'Shell/CookieConsent/CookieConsent',
  component: CookieConsent,
  args: { barDelayMs: 0 },
  argTypes: { barDelayMs: { control: { type: 'number', min: 0, step: 500 } } },
  parameters: { layout: 'fullscreen', ...msw() },
  decorators: [withCookieSetup],
  loaders: [preloadChunks(loadCookiePreferencesDialog), cookieLogsLoader],
  beforeEach: () => {
    posted.length = 0;
  },
} satisfies Meta<typeof CookieConsent>;
export default meta;
type Story = StoryObj<typeof meta>;

const findBar = () => screen.findByRole('region', { name: copy('bar.label') }, { timeout: 5000 });

/** Tabs until `target` has focus (keyboard only; the page may start with focus anywhere). */
async function tabTo(target: HTMLElement, limit = 12) {
  for (let step = 0; step < limit && document.activeElement !== target; step++) {
    await userEvent.tab();
  }
  await expect(target).toHaveFocus();
}

const inGreatBritain = { country: 'GB', locale: 'en-GB' } as const;

/**
 * Great Britain: the bar, named as a region, with the cookie-policy sentence (page-shell §9),
 * Accept, the policy link and the settings link. Shown in every brand's theme.
 */
export const Example: Story = {
  globals: inGreatBritain,
  play: async () => {
    const bar = await findBar();
    await expect(bar).toHaveTextContent(copy('bar.policyText'));
    await expect(within(bar).getByRole('button', { name: copy('bar.accept') })).toBeVisible();
    await expect(within(bar).getByRole('link', { name: copy('bar.policyLink') })).toBeVisible();
    await expect(within(bar).getByRole('link', { name: copy('bar.settings') })).toBeVisible();
    // The bar sits at the bottom of the viewport and is not a modal.
    await expect(Math.round(bar.getBoundingClientRect().bottom)).toBe(window.innerHeight);
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** With the spec's delay: nothing for the first second, then the bar and the first display. */
export const AppearsAfterOneSecond: Story = {
  tags: ['mode-brand:main'],
  globals: inGreatBritain,
  args: { barDelayMs: 1000 },
  parameters: { screenshot: { disable: true } },
  play: async ({ loaded }) => {
    const environment = storyEnvironment({ loaded });
    const started = performance.now();
    await expect(screen.queryByRole('region')).not.toBeInTheDocument();
    await findBar();
    await expect(performance.now() - started).toBeGreaterThanOrEqual(900);
    await expect(environment.storage.getItem('initialCookieDisplayDate')).toBe(
      storyNow.toISOString(),
    );
  },
};

/** The United States is not a cookie-bar country: nothing shows, nothing is recorded. */
export const UnitedStatesNotShown: Story = {
  tags: ['mode-brand:main'],
  globals: { country: 'US', locale: 'en-US' },
  parameters: { screenshot: { disable: true } },
  play: async ({ loaded }) => {
    const environment = storyEnvironment({ loaded });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(screen.queryByRole('region')).not.toBeInTheDocument();
    await expect(environment.storage.getItem('initialCookieDisplayDate')).toBeNull();
  },
};

/** Each brand in a country of its own where the bar shows. */
export const MainBrandInSpain: Story = {
  tags: ['mode-brand:main'],
  globals: { brand: 'main', country: 'ES', locale: 'es-ES' },
  play: async () => {
    await expect(await findBar()).toHaveTextContent(copy('bar.policyText'));
  },
};

export const ContractsBrandInGreatBritain: Story = {
  tags: ['mode-brand:legal-contracts'],
  globals: { brand: 'legal-contracts', country: 'GB', locale: 'en-GB' },
  play: async () => {
    await expect(await findBar()).toHaveTextContent(copy('bar.policyText'));
  },
};

/** France and Germany are bar countries without the cookie-policy sentence (page-shell §9). */
export const FrenchBrandInFrance: Story = {
  tags: ['mode-brand:fr-legal'],
  globals: { brand: 'fr-legal', country: 'FR', locale: 'fr-FR' },
  play: async () => {
    await expect(await findBar()).not.toHaveTextContent(copy('bar.policyText'));
  },
};

export const GermanBrandInAustria: Story = {
  tags: ['mode-brand:de-legal'],
  globals: { brand: 'de-legal', country: 'AT', locale: 'de-AT' },
  play: async () => {
    await expect(await findBar()).not.toHaveTextContent(copy('bar.policyText'));
  },
};

/** The browser's scroll padding at the bottom of the page (what focus is scrolled clear of). */
const reservedBottom = () => getComputedStyle(document.documentElement).scrollPaddingBottom;

/**
 * Accept saves both on, locally (with the time) and by POST, and the bar goes at once. While it
 * shows, its height (however tall text spacing makes it) is kept clear of focus (WCAG 2.2
 * SC 2.4.11, issue #24); once it goes, nothing is.
 */
export const Accept: Story = {
  tags: ['mode-brand:main'],
  globals: { country: 'GB' },
  parameters: { screenshot: { disable: true } },
  play: async ({ loaded }) => {
    const environment = storyEnvironment({ loaded });
    const bar = await findBar();
    const barHeight = () => `${Math.ceil(bar.getBoundingClientRect().height)}px`;
    await waitFor(() => expect(reservedBottom()).toBe(barHeight()));
    // Taller (text spacing, larger text): the room follows.
    const before = bar.getBoundingClientRect().height;
    bar.style.paddingBlock = '4rem';
    await waitFor(() => expect(bar.getBoundingClientRect().height).toBeGreaterThan(before));
    await waitFor(() => expect(reservedBottom()).toBe(barHeight()));
    const accept = within(bar).getByRole('button', { name: copy('bar.accept') });
    await tabTo(accept);
    await userEvent.keyboard('{Enter}');
    await expect(screen.queryByRole('region')).not.toBeInTheDocument();
    await expect(reservedBottom()).toBe('0px');
    await expect(storedConsent(environment)).toEqual({
      performance: true,
      marketing: true,
      consentedAt: storyNow.toISOString(),
      consentId: expect.stringMatching(anyConsentId),
    });
    await waitFor(() => expect(posted).toHaveLength(1));
    await expect(await postedBodies()).toMatchObject([{ performance: true, marketing: true }]);
    await expectConsentProof(environment);
  },
};

/** Under Global Privacy Control the bar's Accept keeps marketing off. */
export const AcceptWithGlobalPrivacyControl: Story = {
  tags: ['mode-brand:main'],
  globals: { country: 'GB' },
  parameters: { screenshot: { disable: true }, cookieConsent: { gpc: true } },
  play: async ({ loaded }) => {
    const environment = storyEnvironment({ loaded });
    const bar = await findBar();
    await userEvent.click(within(bar).getByRole('button', { name: copy('bar.accept') }));
    await expect(storedConsent(environment)).toMatchObject({ performance: true, marketing: false });
    await waitFor(() => expect(posted).toHaveLength(1));
    await expect(await postedBodies()).toMatchObject([{ performance: true, marketing: false }]);
    await expectConsentProof(environment, true);
  },
};

/** The policy link asks for the cookie policy dialog; the bar stays. */
export const PolicyLink: Story = {
  tags: ['mode-brand:main'],
  globals: { country: 'GB' },
  parameters: { screenshot: { disable: true } },
  play: async ({ loaded }) => {
    const environment = storyEnvironment({ loaded });
    const bar = await findBar();
    await tabTo(within(bar).getByRole('link', { name: copy('bar.policyLink') }));
    await userEvent.keyboard('{Enter}');
    await expect(storyStore(environment).get(openPolicyDialogAtom)).toEqual({
      kind: 'COOKIEPOLICY',
    });
    await expect(bar).toBeInTheDocument();
  },
};

/**
 * Keyboard only: Tab to the settings link, Enter opens the dialog, Tab to Performance and
 * Space turns it on, Tab to "save selection" and Enter. The choice is stored and posted; the
 * dialog and the bar close.
 */
export const SaveSelectionByKeyboard: Story = {
  tags: ['mode-brand:main'],
  globals: { country: 'GB' },
  parameters: { screenshot: { disable: true } },
  play: async ({ loaded }) => {
    const environment = storyEnvironment({ loaded });
    const bar = await findBar();
    await tabTo(within(bar).getByRole('link', { name: copy('bar.settings') }));
    await userEvent.keyboard('{Enter}');
    const dialog = await findOverlay(screen, 'dialog', { name: copy('dialog.title') });
    const performanceSwitch = within(dialog).getByRole('switch', {
      name: copy('dialog.performance.title'),
    });
    const marketingSwitch = within(dialog).getByRole('switch', {
      name: copy('dialog.marketing.title'),
    });
    await expect(performanceSwitch).not.toBeChecked();
    await expect(marketingSwitch).not.toBeChecked();
    await tabTo(performanceSwitch);
    await userEvent.keyboard(' ');
    await expect(performanceSwitch).toBeChecked();
    await tabTo(within(dialog).getByRole('button', { name: copy('dialog.saveSelection') }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(screen.queryByRole('region')).not.toBeInTheDocument();
    await expect(storedConsent(environment)).toEqual({
      performance: true,
      marketing: false,
      consentedAt: storyNow.toISOString(),
      consentId: expect.stringMatching(anyConsentId),
    });
    await waitFor(() => expect(posted).toHaveLength(1));
    await expect(await postedBodies()).toMatchObject([{ performance: true, marketing: false }]);
    await expectConsentProof(environment);
  },
};

/**
 * Under Global Privacy Control the dialog says the signal was honoured and marketing starts
 * off; "accept all" is the visitor turning it on.
 */
export const DialogWithGlobalPrivacyControl: Story = {
  globals: inGreatBritain,
  parameters: { cookieConsent: { gpc: true } },
  play: async ({ loaded }) => {
    const bar = await findBar();
    await userEvent.click(within(bar).getByRole('link', { name: copy('bar.settings') }));
    const dialog = await findOverlay(screen, 'dialog', { name: copy('dialog.title') });
    await expect(dialog).toHaveTextContent(copy('dialog.gpcNotice'));
    await expect(
      within(dialog).getByRole('switch', { name: copy('dialog.marketing.title') }),
    ).not.toBeChecked();
    await expect(storyEnvironment({ loaded }).storage.getItem('cookie_consent')).toBeNull();
  },
};

/**
 * 25 hours after the first display with no choice: performance and marketing are accepted
 * without showing the bar (page-shell §4).
 */
export const AutoAcceptAfter24Hours: Story = {
  tags: ['mode-brand:main'],
  globals: { country: 'GB' },
  parameters: {
    screenshot: { disable: true },
    localStorage: {
      initialCookieDisplayDate: new Date(storyNow.getTime() - 25 * 3_600_000).toISOString(),
    },
  },
  play: async ({ loaded }) => {
    const environment = storyEnvironment({ loaded });
    await waitFor(() => expect(posted).toHaveLength(1));
    await expect(await postedBodies()).toMatchObject([{ performance: true, marketing: true }]);
    await expect(storedConsent(environment)).toMatchObject({ performance: true, marketing: true });
    await expectConsentProof(environment);
    await expect(screen.queryByRole('region')).not.toBeInTheDocument();
  },
};

/**
 * A choice saved earlier, opened from elsewhere (the footer): the dialog starts from it and
 * shows when it was saved and its consent id (issue #26), read from local storage.
 */
export const StoredChoiceWithConsentId: Story = {
  tags: ['mode-brand:main'],
  globals: inGreatBritain,
  parameters: {
    localStorage: {
      cookie_consent: JSON.stringify({
        performance: true,
        marketing: false,
        consentedAt: storyNow.toISOString(),
        consentId: storyConsentId,
      }),
    },
  },
  play: async ({ loaded }) => {
    const environment = storyEnvironment({ loaded });
    await expect(screen.queryByRole('region')).not.toBeInTheDocument();
    storyStore(environment).set(openCookiePreferencesAtom);
    const dialog = await findOverlay(screen, 'dialog', { name: copy('dialog.title') });
    await expect(dialog).toHaveTextContent(
      copy('dialog.consentId', { id: storyConsentId }).replace(/<\/?id>/g, ''),
    );
    await expect(
      within(dialog).getByRole('switch', { name: copy('dialog.performance.title') }),
    ).toBeChecked();
    await expect(posted).toHaveLength(0);
  },
};

/**
 * An unparseable stored value (page-shell §8): the error is logged, the bar stays away, and
 * the preferences dialog (opened from elsewhere, e.g. the footer) shows both on.
 */
export const UnparseableStoredPreferences: Story = {
  globals: inGreatBritain,
  parameters: { localStorage: { cookie_consent: '{"performance":tru' } },
  play: async ({ loaded }) => {
    const environment = storyEnvironment({ loaded });
    await waitFor(() => expect(cookieLogs(loaded).logged).toHaveBeenCalledTimes(1));
    await expect(screen.queryByRole('region')).not.toBeInTheDocument();
    storyStore(environment).set(openCookiePreferencesAtom);
    const dialog = await findOverlay(screen, 'dialog', { name: copy('dialog.title') });
    for (const key of ['dialog.performance.title', 'dialog.marketing.title']) {
      await expect(within(dialog).getByRole('switch', { name: copy(key) })).toBeChecked();
    }
  },
};

/** The POST fails: the local choice stands, the client logs the failure, nothing is shown. */
export const PostFailure: Story = {
  tags: ['mode-brand:main'],
  globals: { country: 'GB' },
  parameters: {
    screenshot: { disable: true },
    ...msw({ variants: { cookiePreferences: 'serverError' } }),
  },
  play: async ({ loaded }) => {
    const environment = storyEnvironment({ loaded });
    const bar = await findBar();
    await userEvent.click(within(bar).getByRole('button', { name: copy('bar.accept') }));
    await waitFor(() => expect(cookieLogs(loaded).apiLogged).toHaveBeenCalled());
    await expect(cookieLogs(loaded).apiLogged.mock.calls[0]?.[1]).toMatchObject({
      endpoint: 'cookiePreferences',
      status: 500,
    });
    await expect(storedConsent(environment)).toMatchObject({ performance: true, marketing: true });
    await expect(screen.queryByRole('region')).not.toBeInTheDocument();
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};
