import type { Decorator } from '@storybook/react-vite';
import { useStore } from 'jotai';
import { useState } from 'react';
import type { SiteConfigValues } from '../../../src/platform/api/contract';
import { setSiteConfigAtom } from '../../../src/platform/config/atoms';
import { siteConfigFor } from '../../../src/platform/fixtures';
import { signedOutSession, userSessionAtom } from '../../../src/platform/session/atoms';
import { siteContextAtom } from '../../../src/platform/site/atoms';
import { cacheAtom } from '../../../src/platform/storage/atoms';
import { createCache } from '../../../src/platform/storage/cache';

type Store = ReturnType<typeof useStore>;

let current: Store | null = null;

/**
 * Shared by the session and policy stories: gives `play` the story's own Jotai store (the
 * decorator in preview.tsx makes a fresh one per story), seeds the site configuration of the
 * story's brand and country (with `config` overrides) and, with `signedIn`, a member session.
 * The session lives in an in-memory cache so nothing leaks into local storage.
 */
export function withShellState(
  options: { config?: Partial<SiteConfigValues>; signedIn?: boolean } = {},
): Decorator {
  return function ShellState(Story) {
    const store = useStore();
    useState(() => {
      const { brand, country } = store.get(siteContextAtom);
      store.set(cacheAtom, createCache({ storage: null }));
      store.set(setSiteConfigAtom, {
        configValues: { ...siteConfigFor(brand, country), ...options.config },
      });
      store.set(
        userSessionAtom,
        options.signedIn
          ? {
              ...signedOutSession,
              isSignedIn: true,
              username: 'camille@example.com',
              secureId: 'story-secure-id',
              loginId: 'story-login',
              hasPassword: true,
            }
          : signedOutSession,
      );
      return null;
    });
    current = store;
    return <Story />;
  };
}

/** The store of the story being played (set by `withShellState`). */
export function storyStore(): Store {
  if (!current) throw new Error('Add withShellState() to the story decorators');
  return current;
}
