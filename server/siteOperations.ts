/**
 * What an operator configures about the sites beyond their content: a planned maintenance window
 * (page-shell §2 maintenance bar, §9 "default maintenance settings come from site config") and
 * the external resources every page loads (page-shell §3 External resource).
 */
import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { SiteConfigValues } from '../src/platform/api/contract';

export type MaintenanceSetting = NonNullable<SiteConfigValues['maintenance']>;

/**
 * `MAINTENANCE_WINDOW="<start>/<end>[/<zone abbreviation>]"`, each an ISO 8601 instant with its
 * offset (`2026-03-21T22:00:00-06:00`, or `Z`). The bar shows from now until the end (before
 * and during the window). Null when unset; a window that cannot be read, or ends before it
 * starts, stops the server rather than silently showing nothing.
 */
export function parseMaintenanceWindow(setting: string | undefined): MaintenanceSetting | null {
  const text = setting?.trim();
  if (!text) return null;
  const [start = '', end = '', abbreviation = ''] = text.split('/').map((part) => part.trim());
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/i;
  const from = Date.parse(start);
  const to = Date.parse(end);
  if (!zoned.test(start) || !zoned.test(end) || Number.isNaN(from) || Number.isNaN(to)) {
    throw new Error(
      `MAINTENANCE_WINDOW must be "<start>/<end>", ISO instants with their offset (e.g. 2026-03-21T22:00:00-06:00/2026-03-22T02:00:00-06:00); got "${text}"`,
    );
  }
  if (to <= from) throw new Error(`MAINTENANCE_WINDOW ends before it starts: "${text}"`);
  return {
    start: new Date(from).toISOString(),
    end: new Date(to).toISOString(),
    // Empty: the bar names the zone it shows the times in, in the page's language.
    timeZoneAbbreviation: abbreviation,
  };
}

/**
 * The end-to-end suite's cookie setting a maintenance window for one browser, as
 * `MAINTENANCE_WINDOW` would for everyone. Honoured only with `FAULT_INJECTION=1` (never in
 * production), so one test can see the bar without a second server.
 */
export const maintenanceTestCookie = 'ld-maintenance';

/** The window a request's site configuration carries. */
export function maintenanceFor(
  c: Context,
  configured: MaintenanceSetting | null,
  testHooks: boolean,
): MaintenanceSetting | null {
  if (testHooks) {
    const wanted = getCookie(c, maintenanceTestCookie);
    if (wanted) {
      try {
        return parseMaintenanceWindow(decodeURIComponent(wanted));
      } catch {
        return configured;
      }
    }
  }
  return configured;
}

/** Page-shell §3 External resource: a script or stylesheet, in the head or at the body's end. */
export interface ExternalResource {
  type: 'JAVASCRIPT' | 'CSS';
  url: string;
  position: 'HEADER' | 'FOOTER';
}

/** The reference server's own example pair (`EXTERNAL_RESOURCES=example`). */
export const exampleResources: ExternalResource[] = [
  { type: 'CSS', url: '/server-assets/external/example.css', position: 'HEADER' },
  { type: 'JAVASCRIPT', url: '/server-assets/external/example.js', position: 'FOOTER' },
];

/**
 * `EXTERNAL_RESOURCES`: space- or comma-separated `<TYPE>:<POSITION>:<url>` items
 * (`CSS:HEADER:https://cdn.example/site.css JAVASCRIPT:FOOTER:/tag.js`), or `example` for the
 * server's example pair. A URL is absolute http(s) or a path of the site.
 */
export function parseExternalResources(setting: string | undefined): ExternalResource[] {
  const text = setting?.trim();
  if (!text) return [];
  if (text === 'example') return exampleResources;
  return text.split(/[\s,]+/).map((item) => {
    const match = /^(JAVASCRIPT|CSS):(HEADER|FOOTER):(.+)$/i.exec(item);
    const url = match?.[3] ?? '';
    if (!match || !(/^https?:\/\/[^/]/i.test(url) || /^\/(?!\/)/.test(url))) {
      throw new Error(
        `EXTERNAL_RESOURCES items are <JAVASCRIPT|CSS>:<HEADER|FOOTER>:<http(s) URL or /path>; got "${item}"`,
      );
    }
    return {
      type: match[1]?.toUpperCase() as ExternalResource['type'],
      position: match[2]?.toUpperCase() as ExternalResource['position'],
      url,
    };
  });
}

declare module 'hono' {
  interface ContextVariableMap {
    /** The nonce this response's external resources carry (added to its script-src and style-src). */
    resourceNonce: string;
  }
}

const attribute = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The end-to-end suite's cookie (`ld-external-resources=example`) giving one browser the example
 * pair, as `EXTERNAL_RESOURCES=example` would give everyone. Honoured only with
 * `FAULT_INJECTION=1` (never in production).
 */
export const externalResourcesTestCookie = 'ld-external-resources';

/** The external resources of a request's page. */
export function externalResourcesFor(
  c: Context,
  configured: readonly ExternalResource[],
  testHooks: boolean,
): readonly ExternalResource[] {
  if (testHooks && getCookie(c, externalResourcesTestCookie) === 'example') {
    return exampleResources;
  }
  return configured;
}

/**
 * The tags of a page's external resources, for its head and its body's end. They carry a nonce
 * made for this response, which the Content-Security-Policy then allows (./security.ts): no
 * `'unsafe-inline'`, and no host of a resource allowed for anything else.
 */
export function externalResourceTags(
  c: Context,
  config: { externalResources: readonly ExternalResource[]; faultInjection: boolean },
): { head: string; foot: string } {
  const resources = externalResourcesFor(c, config.externalResources, config.faultInjection);
  if (resources.length === 0) return { head: '', foot: '' };
  let nonce = c.get('resourceNonce');
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    c.set('resourceNonce', nonce);
  }
  const tag = (resource: ExternalResource) =>
    resource.type === 'CSS'
      ? `<link rel="stylesheet" href="${attribute(resource.url)}" nonce="${nonce}">`
      : `<script src="${attribute(resource.url)}" nonce="${nonce}" defer></script>`;
  const at = (position: ExternalResource['position']) =>
    resources
      .filter((resource) => resource.position === position)
      .map(tag)
      .join('\n');
  return { head: at('HEADER'), foot: at('FOOTER') };
}

/** The example pair's files: small, harmless, and visible to a test. */
export const exampleResourceFiles: Record<string, { type: string; body: string }> = {
  'example.css': {
    type: 'text/css; charset=utf-8',
    body: ':root { --external-resource: loaded; }\n',
  },
  'example.js': {
    type: 'text/javascript; charset=utf-8',
    body: "document.documentElement.dataset.externalResource = 'loaded';\n",
  },
};
