import type { Decorator } from '@storybook/react-vite';
import { useStore } from 'jotai';
import { useState } from 'react';
import type { SiteConfigValues } from '../../../src/platform/api/contract';
import { setSiteConfigAtom } from '../../../src/platform/config/atoms';
import { siteConfigFor } from '../../../src/platform/fixtures';
import { signedOutSession, userSessionAtom } from '../../../src/platform/session/atoms';
import { siteContextAtom } from '../../../src/platform/site/atoms';

/**
 * Shared by the session and policy stories: seeds the story's own store (the preview's
 * providers make a fresh one per story, with the story environment's memory cache, so nothing
 * reaches local storage) with the site configuration of the story's brand and country
 * (`config` overrides it) and, with `signedIn`, a member session. A play reads that store with
 * `storyStore(storyEnvironment(context))`.
 */
export function withShellState(
  options: { config?: Partial<SiteConfigValues>; signedIn?: boolean } = {},
): Decorator {
  return function ShellState(Story) {
    const store = useStore();
    useState(() => {
      const { brand, country } = store.get(siteContextAtom);
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
    return <Story />;
  };
}
