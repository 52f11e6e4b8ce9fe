import { atom } from 'jotai';
import { setSiteConfigAtom, siteConfigAtom, trustLogosAtom } from '../config/atoms';
import { refreshUserStateAtom, userSessionAtom } from '../session/atoms';
import { pageLicensesAtom } from '../session/userLicenses';
import { siteContextAtom } from '../site/atoms';
import { trackingContextAtom } from '../tracking/atoms';
import type { MessageParticipant } from './bus';

/**
 * What host pages get as the user: the session without its secure id (which stays inside the
 * app), and the member's licences for the page's product (page-shell §3 User license).
 */
const userSnapshotAtom = atom((get) => {
  const { secureId: _inMemoryOnly, ...user } = get(userSessionAtom);
  return { ...user, licenses: get(pageLicensesAtom) };
});

/** `fr_CA` → `fr-CA`: host pages use underscores, the app BCP 47. */
function toBcp47(language: string): string {
  const [lang = '', region] = language.split(/[_-]/);
  return region ? `${lang.toLowerCase()}-${region.toUpperCase()}` : lang.toLowerCase();
}

/** The host-page messages whose state platform owns: site configuration, user, language, tracking. */
export const platformMessages: MessageParticipant = {
  handlers: {
    'set-config': (store, payload) => {
      store.set(setSiteConfigAtom, payload);
    },
    'refresh-user-state': async (store) => {
      await store.set(refreshUserStateAtom);
    },
    'set-translation-language': (store, language) => {
      store.set(siteContextAtom, { ...store.get(siteContextAtom), locale: toBcp47(language) });
    },
    'tracking-initialise': (store, payload) => {
      store.set(trackingContextAtom, payload);
    },
  },
  snapshots: {
    configuration: { atom: siteConfigAtom },
    'trust-logos': { atom: trustLogosAtom },
    user: { atom: userSnapshotAtom },
  },
};
