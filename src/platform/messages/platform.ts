import { setSiteConfigAtom, siteConfigAtom, trustLogosAtom } from '../config/atoms';
import { refreshUserStateAtom, userSessionAtom } from '../session/atoms';
import { siteContextAtom } from '../site/atoms';
import { trackingContextAtom } from '../tracking/atoms';
import type { MessageParticipant } from './bus';

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
    user: {
      atom: userSessionAtom,
      // The secure id stays inside the app: host pages get the rest of the session.
      read: (store) => {
        const { secureId: _inMemoryOnly, ...user } = store.get(userSessionAtom);
        return user;
      },
    },
  },
};
