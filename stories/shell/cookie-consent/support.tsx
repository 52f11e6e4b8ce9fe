import type { Decorator } from '@storybook/react-vite';
import { useStore } from 'jotai';
import { useState } from 'react';
import { fn, type Mock } from 'storybook/test';
import { createApiClient } from '../../../src/platform/api/client';
import { setSiteConfigAtom } from '../../../src/platform/config/atoms';
import { siteConfigFor } from '../../../src/platform/fixtures';
import { siteContextAtom } from '../../../src/platform/site/atoms';
import { apiClientAtom } from '../../../src/platform/state/atoms';
import {
  cookieClockAtom,
  cookieConsentLoggerAtom,
  globalPrivacyControlAtom,
} from '../../../src/shell/cookie-consent/atoms';
import { copy as sharedCopy } from '../../support/copy';
import type { StoryEnvironment } from '../../support/storyEnvironment';

/** The fixed "now" of every cookie story (a Monday noon, UTC). */
export const storyNow = new Date('2025-03-10T12:00:00.000Z');

/** The consent id of a choice a story stores beforehand: fixed, so screenshots are stable. */
export const storyConsentId = '3f9c1e7a-5b2d-4c8e-9a6f-1d2e3c4b5a69';

/** A consent id made by the product when a story saves a choice (a version 4 UUID). */
export const anyConsentId = /^[\da-f]{8}-[\da-f]{4}-4[\da-f]{3}-[89ab][\da-f]{3}-[\da-f]{12}$/;

/** What the cookie stories record besides the story environment: the two error logs. */
export interface CookieLogs {
  /** The feature's error log (page-shell §8). */
  logged: Mock;
  /** The API client's failure log. */
  apiLogged: Mock;
}

/** Fresh logs for each story run, as `context.loaded.cookieLogs`. */
export const cookieLogsLoader = () => ({
  cookieLogs: {
    logged: fn().mockName('cookieConsentLogger.error'),
    apiLogged: fn().mockName('apiClient.logger.error'),
  } satisfies CookieLogs,
});

export const cookieLogs = (loaded: Record<string, unknown>) => loaded.cookieLogs as CookieLogs;

/**
 * The story's page as the shell gives it to `CookieConsent`: the site's configuration from
 * the fixtures, a fixed clock, the Global Privacy Control signal of `parameters.cookieConsent`
 * (`{ gpc: true }`) and the recording logs. What is stored beforehand is the story
 * environment's local storage (`parameters.localStorage`).
 */
export const withCookieSetup: Decorator = (Story, { loaded, parameters }) => {
  const store = useStore();
  useState(() => {
    const { brand, country } = store.get(siteContextAtom);
    const logs = cookieLogs(loaded);
    store.set(setSiteConfigAtom, { configValues: siteConfigFor(brand, country) });
    store.set(cookieClockAtom, { now: () => storyNow });
    store.set(
      globalPrivacyControlAtom,
      (parameters.cookieConsent as { gpc?: boolean } | undefined)?.gpc ?? false,
    );
    store.set(cookieConsentLoggerAtom, { error: logs.logged });
    store.set(
      apiClientAtom,
      createApiClient({ logger: { error: logs.apiLogged }, unloadTarget: null }),
    );
    return null;
  });
  return <Story />;
};

/** The product's cookieConsent copy in the language the page shows, for assertions. */
export function copy(key: string, values?: Record<string, unknown>): string {
  return sharedCopy(`cookieConsent:${key}`, values);
}

/** The stored `cookie_consent`, parsed. */
export function storedConsent(environment: StoryEnvironment): unknown {
  const raw = environment.storage.getItem('cookie_consent');
  return raw === null ? null : JSON.parse(raw);
}
