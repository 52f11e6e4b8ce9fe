import type { MessageParticipant } from '../platform/messages/bus';
import { licenseProductAtom } from '../platform/session/userLicenses';
import { locationAtom, refreshLocationAtom } from './country-selector';
import {
  bannerStyleFromMessage,
  footerStyleFromMessage,
  layoutAtom,
  patchLayoutAtom,
  signInLinksStateFromMessage,
} from './layout';
import { metadataOptionsAtom } from './metadata';
import { policyKindFromMessage, showPolicyDialogAtom } from './policies';
import { openSignInDialogAtom } from './sign-in';

/**
 * The host-page messages the shell features answer (page-shell §7): layout, location, sign-in
 * dialog, metadata and policy dialogs. Registered with the platform's bus by whoever connects it:
 * `createMessageBus().register(platformMessages).register(shellMessages)`.
 */
export const shellMessages: MessageParticipant = {
  handlers: {
    'refresh-location-state': async (store, payload) => {
      if (payload.productCode) store.set(licenseProductAtom, payload.productCode);
      await store.set(refreshLocationAtom, { productCode: payload.productCode });
    },
    'open-sign-in-dialog': (store, { mode, ...options }) => {
      store.set(openSignInDialogAtom, { mode: mode ?? 'SignIn', ...options });
    },
    'show-sign-in-dialog': (store, payload) => {
      store.set(patchLayoutAtom, { showSignInDialog: payload.show });
    },
    'set-banner-style': (store, payload) => {
      store.set(patchLayoutAtom, { bannerStyle: bannerStyleFromMessage(payload) });
    },
    'set-footer-style': (store, payload) => {
      store.set(patchLayoutAtom, { footerStyle: footerStyleFromMessage(payload) });
    },
    'set-sign-in-links-state': (store, payload) => {
      store.set(patchLayoutAtom, { signInLinksState: signInLinksStateFromMessage(payload) });
    },
    'use-metadata-options': (store, payload) => {
      store.set(metadataOptionsAtom, payload);
      // The page's product is also the one whose licences the member may hold.
      store.set(licenseProductAtom, payload.productCode?.trim() || null);
    },
    'show-website-policy-dialog': (store, payload) => {
      const kind = policyKindFromMessage(payload.policy);
      if (kind) store.set(showPolicyDialogAtom, { kind, locale: payload.locale });
    },
  },
  snapshots: {
    layout: { atom: layoutAtom },
    location: { atom: locationAtom },
  },
};
