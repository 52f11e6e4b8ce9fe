import { useStore } from 'jotai';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { createApiClient } from '../../../src/platform/api/client';
import { setSiteConfigAtom } from '../../../src/platform/config/atoms';
import { siteConfigFor } from '../../../src/platform/fixtures';
import { siteContextAtom } from '../../../src/platform/site/atoms';
import { apiClientAtom } from '../../../src/platform/state/atoms';
import { createMemoryStorage } from '../../../src/platform/storage/cache';
import { CookieConsent } from '../../../src/shell/cookie-consent';
import {
  cookieClockAtom,
  cookieConsentLoggerAtom,
  cookieStorageAtom,
  globalPrivacyControlAtom,
} from '../../../src/shell/cookie-consent/atoms';
import { copy as sharedCopy } from '../../support/copy';

/** The fixed "now" of every cookie story (a Monday noon, UTC). */
export const storyNow = new Date('2025-03-10T12:00:00.000Z');

/** The consent id of a choice a story stores beforehand: fixed, so screenshots are stable. */
export const storyConsentId = '3f9c1e7a-5b2d-4c8e-9a6f-1d2e3c4b5a69';

/** A consent id made by the product when a story saves a choice (a version 4 UUID). */
export const anyConsentId = /^[\da-f]{8}-[\da-f]{4}-4[\da-f]{3}-[89ab][\da-f]{3}-[\da-f]{12}$/;

/** What a cookie story starts from: `parameters.cookieConsent`. */
export interface CookieStorySetup {
  /** Local storage before the story (keys `cookie_consent`, `initialCookieDisplayDate`). */
  stored?: Record<string, string>;
  /** The browser sends Global Privacy Control. @default false */
  gpc?: boolean;
}

/** Made fresh for each story run by the meta's loader; play functions read it back. */
export interface CookieStoryContext {
  storage: Storage;
  gpc: boolean;
  /** The feature's error log (page-shell §8). */
  logged: ReturnType<typeof fn>;
  /** The API client's failure log. */
  apiLogged: ReturnType<typeof fn>;
  /** The story's Jotai store, once rendered. */
  store: ReturnType<typeof useStore> | null;
}

export function createCookieStoryContext(setup: CookieStorySetup = {}): CookieStoryContext {
  return {
    storage: createMemoryStorage(setup.stored),
    gpc: setup.gpc ?? false,
    logged: fn(),
    apiLogged: fn(),
    store: null,
  };
}

export interface CookieConsentHarnessProps {
  context: CookieStoryContext;
  /** Passed to `CookieConsent`. */
  barDelayMs?: number;
}

/**
 * Story-only: `CookieConsent` as the page shell mounts it, with the site's configuration from
 * the fixtures, an in-memory local storage, a fixed clock, the Global Privacy Control signal
 * as the story sets it, and recording loggers.
 */
export function CookieConsentHarness({ context, barDelayMs }: CookieConsentHarnessProps) {
  const store = useStore();
  context.store = store;
  useState(() => {
    const { brand, country } = store.get(siteContextAtom);
    store.set(setSiteConfigAtom, { configValues: siteConfigFor(brand, country) });
    store.set(cookieStorageAtom, context.storage);
    store.set(cookieClockAtom, { now: () => storyNow });
    store.set(globalPrivacyControlAtom, context.gpc);
    store.set(cookieConsentLoggerAtom, { error: context.logged });
    store.set(
      apiClientAtom,
      createApiClient({ logger: { error: context.apiLogged }, unloadTarget: null }),
    );
    return null;
  });
  return <CookieConsent barDelayMs={barDelayMs} />;
}

/** The product's cookieConsent copy in the language the page shows, for assertions. */
export function copy(key: string, values?: Record<string, unknown>): string {
  return sharedCopy(`cookieConsent:${key}`, values);
}

/** The stored `cookie_consent`, parsed. */
export function storedConsent(context: CookieStoryContext): unknown {
  const raw = context.storage.getItem('cookie_consent');
  return raw === null ? null : JSON.parse(raw);
}
