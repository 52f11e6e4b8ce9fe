/**
 * Host-page messages (page-shell §7): the events a host page and the shell exchange. They travel
 * as `CustomEvent`s on `window` named `base-application:<type>`, the payload in `detail`.
 * CustomEvents rather than postMessage: host page and shell share one document, so there is no
 * origin to check and no serialisation; a cross-frame host would wrap these in postMessage.
 *
 * Every inbound payload has a valibot schema; `parseHostMessage` turns an event into the typed
 * union or reports why it is not one.
 */
import * as v from 'valibot';
import { siteConfigValuesSchema } from '../api/contract';

/** Every event name starts with this. */
export const MESSAGE_PREFIX = 'base-application:';

const text = v.pipe(v.string(), v.trim(), v.minLength(1));

/** A value given bare (`'simple'`) or as a one-field object (`{ bannerStyle: 'simple' }`). */
function bareOrField<const K extends string>(field: K) {
  return v.pipe(
    v.union([text, v.object({ [field]: text } as Record<K, typeof text>)]),
    v.transform((value) =>
      typeof value === 'string' ? value : (value as Record<K, string>)[field],
    ),
  );
}

/** Messages without a payload accept `detail` null or undefined (CustomEvent's default). */
const noPayload = v.nullish(v.unknown());

/** Policy names of show-website-policy-dialog. */
export const policyMessageNames = [
  'terms',
  'ai-disclaimer',
  'cookie',
  'disclaimer',
  'email',
  'editorial',
  'legal-notice',
  'privacy',
] as const;

/** Schemas of the messages the shell listens to, by type. */
export const inboundSchemas = {
  'get-configuration': noPayload,
  'get-trust-logos': noPayload,
  'get-layout': noPayload,
  'get-location': noPayload,
  'get-user': noPayload,
  'set-config': v.object({
    countryCode: v.optional(v.pipe(text, v.length(2))),
    brand: v.optional(v.string()),
    configValues: v.optional(v.partial(siteConfigValuesSchema)),
  }),
  'refresh-location-state': v.nullish(v.object({ productCode: v.optional(v.string()) }), {}),
  'refresh-user-state': noPayload,
  'open-sign-in-dialog': v.nullish(
    v.object({
      mode: v.optional(v.picklist(['SignIn', 'Create'])),
      productInfo: v.optional(v.record(v.string(), v.unknown())),
      accountCreationLink: v.optional(v.string()),
      showCloseButton: v.optional(v.boolean()),
    }),
    {},
  ),
  'show-sign-in-dialog': v.nullish(v.object({ show: v.boolean() }), { show: true }),
  'set-banner-style': bareOrField('bannerStyle'),
  'set-footer-style': bareOrField('footerStyle'),
  'set-sign-in-links-state': bareOrField('signInLinksState'),
  'use-metadata-options': v.object({
    productCode: v.optional(v.string()),
    nameVariation: v.optional(v.string()),
  }),
  'show-website-policy-dialog': v.object({
    policy: v.picklist(policyMessageNames),
    locale: v.optional(v.pipe(text, v.regex(/^[a-z]{2}([_-][A-Za-z]{2})?$/))),
  }),
  'set-translation-language': v.pipe(
    bareOrField('language'),
    v.regex(/^[a-z]{2}([_-][A-Za-z]{2})?$/),
  ),
  'tracking-initialise': v.object({
    isPaymentPage: v.boolean(),
    loginId: v.string(),
    pageName: v.string(),
  }),
} as const;

export type InboundType = keyof typeof inboundSchemas;
export const inboundTypes = Object.keys(inboundSchemas) as InboundType[];

/** A message from the host page, typed by its `type`. */
export type HostMessage = {
  [K in InboundType]: { type: K; payload: v.InferOutput<(typeof inboundSchemas)[K]> };
}[InboundType];

/** What each message accepts as `detail` (for senders). */
export type HostMessageInput<K extends InboundType> = v.InferInput<(typeof inboundSchemas)[K]>;

/** What the shell answers to `get-<subject>` with a `snapshot-<subject>` event. */
export const snapshotSubjects = [
  'configuration',
  'trust-logos',
  'layout',
  'location',
  'user',
] as const;
export type SnapshotSubject = (typeof snapshotSubjects)[number];

/**
 * What the shell tells the host page when a visitor presses one of the page's navigation entries
 * (a Button or Custom item, `HostNavigationItem`): the page runs the action its `value` names.
 */
export const NAVIGATION_ITEM_EVENT = `${MESSAGE_PREFIX}navigation-item-action`;

/** The `detail` of a `NAVIGATION_ITEM_EVENT`. */
export interface NavigationItemAction {
  type: 'button' | 'custom';
  id: string;
  value: string;
  /** The category whose menu held the entry. */
  categoryCode: string;
}

export const eventName = (type: InboundType | `snapshot-${SnapshotSubject}`): string =>
  `${MESSAGE_PREFIX}${type}`;

export type ParseResult = { ok: true; message: HostMessage } | { ok: false; issues: string[] };

/** Validates the payload of an inbound message of `type`. */
export function parseHostMessage(type: InboundType, detail: unknown): ParseResult {
  const parsed = v.safeParse(inboundSchemas[type], detail);
  if (!parsed.success) {
    return {
      ok: false,
      issues: parsed.issues.map((issue) => {
        const path = issue.path?.map((item) => String(item.key)).join('.');
        return path ? `${path}: ${issue.message}` : issue.message;
      }),
    };
  }
  return { ok: true, message: { type, payload: parsed.output } as HostMessage };
}

/** Sends a message as a host page would (also used by tests and stories). */
export function sendHostMessage<K extends InboundType>(
  target: EventTarget,
  type: K,
  detail?: HostMessageInput<K>,
): void {
  target.dispatchEvent(new CustomEvent(eventName(type), { detail }));
}
