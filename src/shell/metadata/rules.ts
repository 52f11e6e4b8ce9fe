/**
 * Page metadata decisions (page-shell §2 "Query parameter loc", §3 Page metadata request, §5
 * Metadata region, §7 page-metadata call).
 */

/**
 * Page-shell §3/§5: the region is the `loc` value after its first two characters, upper-cased
 * (`usca` → `CA`). Null when `loc` is missing or has nothing after two characters.
 */
export function metadataRegionFromLoc(loc: string | null | undefined): string | null {
  const region = loc?.trim().slice(2).toUpperCase() ?? '';
  return region === '' ? null : region;
}

export interface PageMetadataRequest {
  countryCode: string;
  fullUrl: string;
  productCode: string | null;
  regionCode: string | null;
  nameVariation: string | null;
}

/**
 * Page-shell §3/§7: the page-metadata query. The region comes from `loc` in the page URL;
 * product code and name variation come from the use-metadata-options host message.
 */
export function pageMetadataRequest(input: {
  countryCode: string;
  fullUrl: string;
  productCode?: string | null;
  nameVariation?: string | null;
}): PageMetadataRequest {
  const loc = URL.canParse(input.fullUrl) ? new URL(input.fullUrl).searchParams.get('loc') : null;
  return {
    countryCode: input.countryCode,
    fullUrl: input.fullUrl,
    productCode: input.productCode?.trim() || null,
    regionCode: metadataRegionFromLoc(loc),
    nameVariation: input.nameVariation?.trim() || null,
  };
}

/** What the page metadata response puts in the document, once checked. */
export interface HeadElements {
  lang: string | null;
  title: string | null;
  meta: Record<string, string>[];
  link: Record<string, string>[];
  /** Serialised JSON-LD blocks. */
  jsonLd: string[];
}

const ATTRIBUTE_NAME = /^[a-z][a-z0-9_:.-]*$/i;
const URL_ATTRIBUTES = new Set(['href', 'src', 'imagesrcset']);
const DANGEROUS_SCHEME = /^\s*(javascript|data|vbscript|file):/i;

/** http(s), or a path on this site. */
function isWebUrl(value: string): boolean {
  const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  return scheme === undefined || scheme === 'http' || scheme === 'https';
}

/**
 * Keeps a head element's attributes with plain names and no event handlers; null (drop the
 * element) when an address is not a web address, or any value starts with a script or data
 * scheme (`content` carries og:url and og:image addresses).
 */
function safeAttributes(attributes: Record<string, string>): Record<string, string> | null {
  const entries = Object.entries(attributes).filter(
    ([name, value]) => ATTRIBUTE_NAME.test(name) && !/^on/i.test(name) && typeof value === 'string',
  );
  const unsafe = entries.some(
    ([name, value]) =>
      DANGEROUS_SCHEME.test(value) || (URL_ATTRIBUTES.has(name.toLowerCase()) && !isWebUrl(value)),
  );
  return unsafe || entries.length === 0 ? null : Object.fromEntries(entries);
}

/**
 * Page-shell §3/§7: the response's `htmlAttrs.lang`, `title`, `meta`, `link` and
 * `structuredData`, made safe to put in the document: attributes with plain names and no event
 * handlers; no `javascript:`/`data:` addresses; no `http-equiv` meta (a refresh or cookie is
 * the server's business, not page metadata); JSON-LD serialised with `<` escaped so it can never
 * close its script element.
 */
export function headElements(metadata: {
  htmlAttrs: { lang: string };
  title: string;
  meta: Record<string, string>[];
  link: Record<string, string>[];
  structuredData?: Record<string, unknown>[];
}): HeadElements {
  const lang = metadata.htmlAttrs.lang.trim();
  const title = metadata.title.trim();
  const meta = metadata.meta
    .filter((tag) => !Object.keys(tag).some((name) => name.toLowerCase() === 'http-equiv'))
    .map(safeAttributes)
    .filter((tag): tag is Record<string, string> => tag !== null);
  const link = metadata.link
    .map(safeAttributes)
    .filter((tag): tag is Record<string, string> => tag !== null && !!tag.rel && !!tag.href);
  const jsonLd = (metadata.structuredData ?? []).map((data) =>
    JSON.stringify(data).replace(/</g, '\\u003c'),
  );
  return { lang: lang || null, title: title || null, meta, link, jsonLd };
}
