import { useAtomValue, useSetAtom } from 'jotai';
import { type RefObject, useEffect, useRef } from 'react';
import { siteConfigAtom } from '../../platform/config/atoms';
import { loadPageMetadataAtom, metadataOptionsAtom, pageTitleAtom } from './atoms';
import { type HeadElements, headElements } from './rules';

/** Marks the head elements this component added, so a new response replaces only those. */
export const PAGE_METADATA_ATTRIBUTE = 'data-page-metadata';

/** What the document had before the first metadata was applied. */
interface Original {
  title: string;
  lang: string | null;
}

function removeApplied(doc: Document) {
  for (const element of doc.head.querySelectorAll(`[${PAGE_METADATA_ATTRIBUTE}]`)) {
    element.remove();
  }
}

/**
 * Puts the elements into the document: `<html lang>`, the title, and `<meta>`, `<link>` and
 * JSON-LD `<script>` elements marked as ours; ours from a previous response are replaced, every
 * other head element is left as it is.
 */
export function applyHeadElements(doc: Document, elements: HeadElements) {
  removeApplied(doc);
  if (elements.lang) doc.documentElement.lang = elements.lang;
  if (elements.title) doc.title = elements.title;
  const add = (tag: 'meta' | 'link' | 'script', attributes: Record<string, string>) => {
    const element = doc.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    element.setAttribute(PAGE_METADATA_ATTRIBUTE, '');
    doc.head.append(element);
    return element;
  };
  for (const attributes of elements.meta) add('meta', attributes);
  for (const attributes of elements.link) add('link', attributes);
  for (const json of elements.jsonLd) {
    add('script', { type: 'application/ld+json' }).textContent = json;
  }
}

/** Keeps what the document had before the first change (once). */
function rememberOriginal(original: RefObject<Original | null>) {
  original.current ??= {
    title: document.title,
    lang: document.documentElement.getAttribute('lang'),
  };
}

export interface PageMetadataProps {
  /** The page address the metadata is for. @default location.href */
  url?: string;
}

/**
 * Page metadata (page-shell §3, §5, §7): loads the metadata of this page (region from `loc`,
 * product code and name variation from the host page's use-metadata-options) and applies it to
 * the document. It renders nothing. It loads again when the country or the options change; a
 * failed call is logged by the API client and leaves the document untouched. The app's own
 * title for its current page (`pageTitleAtom`) wins over the metadata's. Unmounting removes
 * what it added and restores the title and language it found.
 */
export function PageMetadata({ url }: PageMetadataProps) {
  const load = useSetAtom(loadPageMetadataAtom);
  const { countryCode } = useAtomValue(siteConfigAtom);
  const { productCode, nameVariation } = useAtomValue(metadataOptionsAtom);
  const original = useRef<Original | null>(null);
  const pageTitle = useAtomValue(pageTitleAtom);
  const latestPageTitle = useRef(pageTitle);
  /** The metadata's title, for when the app stops naming its page. */
  const metadataTitle = useRef<string | null>(null);

  useEffect(() => {
    void [countryCode, productCode, nameVariation];
    let current = true;
    void load(url ?? window.location.href).then((result) => {
      if (!current || !result.ok) return;
      rememberOriginal(original);
      const elements = headElements(result.data);
      metadataTitle.current = elements.title;
      applyHeadElements(document, {
        ...elements,
        title: latestPageTitle.current ?? elements.title,
      });
    });
    return () => {
      current = false;
    };
  }, [load, url, countryCode, productCode, nameVariation]);

  useEffect(() => {
    latestPageTitle.current = pageTitle;
    const title = pageTitle ?? metadataTitle.current;
    if (title === null) return;
    rememberOriginal(original);
    document.title = title;
  }, [pageTitle]);

  useEffect(
    () => () => {
      const found = original.current;
      if (!found) return;
      removeApplied(document);
      document.title = found.title;
      if (found.lang === null) document.documentElement.removeAttribute('lang');
      else document.documentElement.lang = found.lang;
    },
    [],
  );

  return null;
}
