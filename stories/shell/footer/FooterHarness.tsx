import { useAtomValue, useStore } from 'jotai';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../src/ds/Button/Button';
import { GlobeIcon } from '../../../src/ds/icons';
import { userSessionAtom } from '../../../src/platform/session/atoms';
import { siteContextAtom } from '../../../src/platform/site/atoms';
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

/**
 * Story-only: the page around the footer (`children`), as the page shell sets it up: the
 * layout's footer style, an optional signed-in member and the page's product code. The story
 * environment gives it memory storage.
 */
export function FooterHarness({
  setup = {},
  children,
}: {
  setup?: FooterStorySetup;
  children: ReactNode;
}) {
  const store = useStore();
  useState(() => {
    const { footerStyle = 'normal', signedIn = false, productCode } = setup;
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
  return children;
}

/** Stands in for the country selector: a button with the site's country, named by Intl. */
export function CountrySelectorStandIn() {
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
