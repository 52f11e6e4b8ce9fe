import type { Atom, createStore } from 'jotai';
import { locationAtom, refreshLocationAtom } from '../../shell/country-selector/atoms';
import { layoutAtom, patchLayoutAtom } from '../../shell/layout/atoms';
import {
  bannerStyleFromMessage,
  footerStyleFromMessage,
  signInLinksStateFromMessage,
} from '../../shell/layout/rules';
import { metadataOptionsAtom } from '../../shell/metadata/atoms';
import { showPolicyDialogAtom } from '../../shell/policies/atoms';
import { policyKindFromMessage } from '../../shell/policies/rules';
import { openSignInDialogAtom } from '../../shell/sign-in/atoms';
import { trackingContextAtom } from '../../shell/tracking/atoms';
import { setSiteConfigAtom, siteConfigAtom, trustLogosAtom } from '../config/atoms';
import { refreshUserStateAtom, userSessionAtom } from '../session/atoms';
import { siteContextAtom } from '../site/atoms';
import {
  eventName,
  type HostMessage,
  type InboundType,
  inboundTypes,
  MESSAGE_PREFIX,
  parseHostMessage,
  type SnapshotSubject,
} from './messages';

type Store = ReturnType<typeof createStore>;

/** The state behind each snapshot. */
const snapshotSources: Record<SnapshotSubject, Atom<unknown>> = {
  configuration: siteConfigAtom,
  'trust-logos': trustLogosAtom,
  layout: layoutAtom,
  location: locationAtom,
  user: userSessionAtom,
};

function snapshotValue(store: Store, subject: SnapshotSubject): unknown {
  if (subject === 'user') {
    // The secure id stays inside the app: host pages get the rest of the session.
    const { secureId: _inMemoryOnly, ...user } = store.get(userSessionAtom);
    return user;
  }
  return store.get(snapshotSources[subject]);
}

const subjectOfGet: Partial<Record<InboundType, SnapshotSubject>> = {
  'get-configuration': 'configuration',
  'get-trust-logos': 'trust-logos',
  'get-layout': 'layout',
  'get-location': 'location',
  'get-user': 'user',
};

/** `fr_CA` → `fr-CA`: host pages use underscores, the app BCP 47. */
function toBcp47(language: string): string {
  const [lang = '', region] = language.split(/[_-]/);
  return region ? `${lang.toLowerCase()}-${region.toUpperCase()}` : lang.toLowerCase();
}

/** Applies one validated message to the store. */
export async function handleHostMessage(
  store: Store,
  message: HostMessage,
  reply: (subject: SnapshotSubject, value: unknown) => void,
): Promise<void> {
  switch (message.type) {
    case 'get-configuration':
    case 'get-trust-logos':
    case 'get-layout':
    case 'get-location':
    case 'get-user': {
      const subject = subjectOfGet[message.type];
      if (subject) reply(subject, snapshotValue(store, subject));
      return;
    }
    case 'set-config':
      store.set(setSiteConfigAtom, message.payload);
      return;
    case 'refresh-location-state':
      await store.set(refreshLocationAtom, { productCode: message.payload.productCode });
      return;
    case 'refresh-user-state':
      await store.set(refreshUserStateAtom);
      return;
    case 'open-sign-in-dialog': {
      const { mode, ...options } = message.payload;
      store.set(openSignInDialogAtom, { mode: mode ?? 'SignIn', ...options });
      return;
    }
    case 'show-sign-in-dialog':
      store.set(patchLayoutAtom, { showSignInDialog: message.payload.show });
      return;
    case 'set-banner-style':
      store.set(patchLayoutAtom, { bannerStyle: bannerStyleFromMessage(message.payload) });
      return;
    case 'set-footer-style':
      store.set(patchLayoutAtom, { footerStyle: footerStyleFromMessage(message.payload) });
      return;
    case 'set-sign-in-links-state':
      store.set(patchLayoutAtom, {
        signInLinksState: signInLinksStateFromMessage(message.payload),
      });
      return;
    case 'use-metadata-options':
      store.set(metadataOptionsAtom, message.payload);
      return;
    case 'show-website-policy-dialog': {
      const kind = policyKindFromMessage(message.payload.policy);
      if (kind) store.set(showPolicyDialogAtom, { kind, locale: message.payload.locale });
      return;
    }
    case 'set-translation-language':
      store.set(siteContextAtom, {
        ...store.get(siteContextAtom),
        locale: toBcp47(message.payload),
      });
      return;
    case 'tracking-initialise':
      store.set(trackingContextAtom, message.payload);
      return;
  }
}

export interface MessageBusOptions {
  /** Where ignored messages and failed handlers are reported. @default console.warn */
  warn?: (message: string, detail?: unknown) => void;
  /** Also send `snapshot-<subject>` whenever that state changes. @default true */
  broadcastChanges?: boolean;
}

/**
 * Listens for host-page messages on `target` (normally `window`) and applies them to `store`;
 * `get-<subject>` is answered with a `snapshot-<subject>` event on the same target. A message
 * whose payload does not validate is ignored and logged. Returns the function that disconnects.
 */
export function connectMessageBus(
  store: Store,
  target: EventTarget,
  options: MessageBusOptions = {},
): () => void {
  const warn = options.warn ?? ((message, detail) => console.warn(message, detail));
  const reply = (subject: SnapshotSubject, value: unknown) => {
    target.dispatchEvent(new CustomEvent(eventName(`snapshot-${subject}`), { detail: value }));
  };

  const listeners = inboundTypes.map((type) => {
    const listener = (event: Event) => {
      const detail = event instanceof CustomEvent ? event.detail : undefined;
      const parsed = parseHostMessage(type, detail);
      if (!parsed.ok) {
        warn(`Ignored host message ${MESSAGE_PREFIX}${type}: ${parsed.issues.join('; ')}`, detail);
        return;
      }
      handleHostMessage(store, parsed.message, reply).catch((error: unknown) => {
        warn(`Host message ${MESSAGE_PREFIX}${type} failed`, error);
      });
    };
    target.addEventListener(eventName(type), listener);
    return () => target.removeEventListener(eventName(type), listener);
  });

  const broadcasts =
    options.broadcastChanges === false
      ? []
      : (Object.entries(snapshotSources) as [SnapshotSubject, Atom<unknown>][]).map(
          ([subject, source]) =>
            store.sub(source, () => reply(subject, snapshotValue(store, subject))),
        );

  return () => {
    for (const remove of [...listeners, ...broadcasts]) remove();
  };
}
