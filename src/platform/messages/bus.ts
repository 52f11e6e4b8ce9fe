import type { Atom, createStore } from 'jotai';
import {
  eventName,
  type HostMessage,
  type InboundType,
  inboundTypes,
  MESSAGE_PREFIX,
  parseHostMessage,
  type SnapshotSubject,
} from './messages';

export type Store = ReturnType<typeof createStore>;

/** Messages that change state; `get-<subject>` is answered by the bus from the snapshots. */
export type CommandType = Exclude<InboundType, `get-${SnapshotSubject}`>;

/** The validated payload of a message of `type`. */
export type PayloadOf<K extends InboundType> = Extract<HostMessage, { type: K }>['payload'];

/** Applies one validated message to the store. */
export type MessageHandler<K extends CommandType> = (
  store: Store,
  payload: PayloadOf<K>,
) => void | Promise<void>;

/** The state behind one snapshot: the atom watched for changes, and what the host page gets. */
export interface SnapshotSource {
  atom: Atom<unknown>;
  /** What is sent; the atom's value when left out. */
  read?: (store: Store) => unknown;
}

/**
 * What one part of the app contributes to the bus: handlers for the messages it owns and the
 * state behind the snapshots it answers. Platform registers its own; features register theirs,
 * so the bus (platform) never imports a feature.
 */
export interface MessageParticipant {
  handlers?: { [K in CommandType]?: MessageHandler<K> };
  snapshots?: { [S in SnapshotSubject]?: SnapshotSource };
}

const subjectOfGet: Partial<Record<InboundType, SnapshotSubject>> = {
  'get-configuration': 'configuration',
  'get-trust-logos': 'trust-logos',
  'get-layout': 'layout',
  'get-location': 'location',
  'get-user': 'user',
};

export interface MessageBusOptions {
  /** Where ignored messages and failed handlers are reported. @default console.warn */
  warn?: (message: string, detail?: unknown) => void;
  /** Also send `snapshot-<subject>` whenever that state changes. @default true */
  broadcastChanges?: boolean;
}

export interface MessageBus {
  /** Adds a participant's handlers and snapshots; a message or subject owned twice throws. */
  register(participant: MessageParticipant): MessageBus;
  /** Applies one validated message to `store`, answering a `get-*` through `reply`. */
  handle(
    store: Store,
    message: HostMessage,
    reply: (subject: SnapshotSubject, value: unknown) => void,
  ): Promise<void>;
  /**
   * Listens for host-page messages on `target` (normally `window`) and applies them to `store`;
   * `get-<subject>` is answered with a `snapshot-<subject>` event on the same target. A message
   * whose payload does not validate, or that no participant handles, is ignored and logged.
   * Returns the function that disconnects.
   */
  connect(store: Store, target: EventTarget, options?: MessageBusOptions): () => void;
}

/**
 * The host-page message bus (page-shell §7). It owns the message contract (`./messages`) and the
 * wiring; what each message does is registered by whoever owns that state.
 */
export function createMessageBus(): MessageBus {
  const handlers = new Map<CommandType, (store: Store, payload: unknown) => void | Promise<void>>();
  const snapshots = new Map<SnapshotSubject, SnapshotSource>();

  const snapshotValue = (store: Store, source: SnapshotSource) =>
    source.read ? source.read(store) : store.get(source.atom);

  const bus: MessageBus = {
    register(participant) {
      for (const [type, handler] of Object.entries(participant.handlers ?? {})) {
        if (handlers.has(type as CommandType)) throw new Error(`${type} is handled twice`);
        handlers.set(type as CommandType, handler as (store: Store, payload: unknown) => void);
      }
      for (const [subject, source] of Object.entries(participant.snapshots ?? {})) {
        if (snapshots.has(subject as SnapshotSubject)) {
          throw new Error(`snapshot-${subject} has two sources`);
        }
        snapshots.set(subject as SnapshotSubject, source);
      }
      return bus;
    },

    async handle(store, message, reply) {
      const subject = subjectOfGet[message.type];
      if (subject) {
        const source = snapshots.get(subject);
        if (!source) throw new Error(`No snapshot source for ${subject}`);
        reply(subject, snapshotValue(store, source));
        return;
      }
      const handler = handlers.get(message.type as CommandType);
      if (!handler) throw new Error(`No handler for ${message.type}`);
      await handler(store, message.payload);
    },

    connect(store, target, options = {}) {
      const warn = options.warn ?? ((message, detail) => console.warn(message, detail));
      const reply = (subject: SnapshotSubject, value: unknown) => {
        target.dispatchEvent(new CustomEvent(eventName(`snapshot-${subject}`), { detail: value }));
      };

      const listeners = inboundTypes.map((type) => {
        const listener = (event: Event) => {
          const detail = event instanceof CustomEvent ? event.detail : undefined;
          const parsed = parseHostMessage(type, detail);
          if (!parsed.ok) {
            warn(
              `Ignored host message ${MESSAGE_PREFIX}${type}: ${parsed.issues.join('; ')}`,
              detail,
            );
            return;
          }
          bus.handle(store, parsed.message, reply).catch((error: unknown) => {
            warn(`Host message ${MESSAGE_PREFIX}${type} failed`, error);
          });
        };
        target.addEventListener(eventName(type), listener);
        return () => target.removeEventListener(eventName(type), listener);
      });

      const broadcasts =
        options.broadcastChanges === false
          ? []
          : [...snapshots].map(([subject, source]) =>
              store.sub(source.atom, () => reply(subject, snapshotValue(store, source))),
            );

      return () => {
        for (const remove of [...listeners, ...broadcasts]) remove();
      };
    },
  };
  return bus;
}
