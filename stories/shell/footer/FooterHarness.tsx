import { useAtomValue, useStore } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../src/ds/Button/Button';
import { GlobeIcon } from '../../../src/ds/icons';
import { userSessionAtom } from '../../../src/platform/session/atoms';
import { siteContextAtom } from '../../../src/platform/site/atoms';
import { Footer } from '../../../src/shell/footer';
import { type FooterStyle, patchLayoutAtom } from '../../../src/shell/layout';
import { metadataOptionsAtom } from '../../../src/shell/metadata';
import { copy as sharedCopy } from '../../support/copy';

/** The fixed "now" of every footer story: the copyright line says 2026 whenever it runs. */
export const storyNow = new Date('2026-03-16T12:00:00.000Z');

/** What a footer story starts from: `parameters.footer`. */
export interface FooterStorySetup {
  /** The layout's footer style (set by the page or a host-page message). @default 'normal' */
  footerStyle?: FooterStyle;
  /** A signed-in member instead of a guest. @default false */
  signedIn?: boolean;
  /** The product code of the page (host-page use-metadata-options). */
  productCode?: string;
}

/** Made fresh for each story run by the meta's loader; play functions read it back. */
export interface FooterStoryContext {
  setup: FooterStorySetup;
  /** The story's Jotai store, once rendered. */
  store: ReturnType<typeof useStore> | null;
}

export function createFooterStoryContext(setup: FooterStorySetup = {}): FooterStoryContext {
  return { setup, store: null };
}

/**
 * Story-only: the footer as the page shell mounts it, with the layout's footer style, an
 * optional signed-in member and product code, a fixed clock, and a stand-in for the country
 * selector slot (its own feature builds the real one); the story environment gives it memory
 * storage.
 */
export function FooterHarness({ context }: { context: FooterStoryContext }) {
  const store = useStore();
  context.store = store;
  useState(() => {
    const { footerStyle = 'normal', signedIn = false, productCode } = context.setup;
    store.set(patchLayoutAtom, { footerStyle });
    if (productCode) store.set(metadataOptionsAtom, { productCode });
    if (signedIn) {
      store.set(userSessionAtom, {
        isSignedIn: true,
        username: 'member@example.com',
        secureId: 'story-secure-id',
        loginId: 'story-login',
        accountCreationLink: '',
        hasFreeAccount: false,
        hasPassword: true,
      });
    }
    return null;
  });
  return <Footer countrySelector={<CountrySelectorStandIn />} now={storyNow} />;
}

/** Stands in for the country selector: a button with the site's country, named by Intl. */
function CountrySelectorStandIn() {
  const { i18n } = useTranslation();
  const { country } = useAtomValue(siteContextAtom);
  const locale = i18n.language === 'en-XA' ? 'en-US' : i18n.language;
  const name = new Intl.DisplayNames([locale], { type: 'region' }).of(country) ?? country;
  return (
    <Button variant="tertiary" size="sm" icon={<GlobeIcon />}>
      {name}
    </Button>
  );
}

/** The product's footer copy in the language the page shows, for assertions. */
export function copy(key: string, values?: Record<string, unknown>, namespace = 'footer'): string {
  return sharedCopy(`${namespace}:${key}`, values);
}
