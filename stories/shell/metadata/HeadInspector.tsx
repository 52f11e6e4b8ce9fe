import { useEffect, useState } from 'react';
import { Box, Stack } from '../../../src/ds/layout';
import { PAGE_METADATA_ATTRIBUTE } from '../../../src/shell/metadata';
import { useSample } from '../../support/Sample';

interface HeadSnapshot {
  lang: string;
  title: string;
  meta: string[];
  links: string[];
  jsonLd: string[];
}

const attributesOf = (element: Element) =>
  [...element.attributes]
    .filter((attribute) => attribute.name !== PAGE_METADATA_ATTRIBUTE)
    .map((attribute) => `${attribute.name}="${attribute.value}"`)
    .join(' ');

function snapshot(): HeadSnapshot {
  // No head on the server (the `server-render` project): the effect below reads it once mounted.
  if (typeof document === 'undefined')
    return { lang: '', title: '', meta: [], links: [], jsonLd: [] };
  const ours = (selector: string) => [
    ...document.head.querySelectorAll(`${selector}[${PAGE_METADATA_ATTRIBUTE}]`),
  ];
  return {
    lang: document.documentElement.lang,
    title: document.title,
    meta: ours('meta').map(attributesOf),
    links: ours('link').map(attributesOf),
    jsonLd: ours('script').map((script) => script.textContent ?? ''),
  };
}

/**
 * Story-only: what the page metadata put in the document head (ours only, marked elements),
 * kept up to date with a MutationObserver, so the effect of a render-nothing component shows.
 */
export function HeadInspector() {
  const sample = useSample();
  const [head, setHead] = useState<HeadSnapshot>(snapshot);
  useEffect(() => {
    const observer = new MutationObserver(() => setHead(snapshot()));
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
    setHead(snapshot());
    return () => observer.disconnect();
  }, []);
  const list = (items: string[]) =>
    items.length === 0 ? (
      <dd>{sample('metadataStory:inspector.none')}</dd>
    ) : (
      items.map((item) => (
        <dd key={item}>
          <code>{item}</code>
        </dd>
      ))
    );
  return (
    <Box as="section" aria-label={sample('metadataStory:inspector.heading')}>
      <Stack space="sm">
        <h2>{sample('metadataStory:inspector.heading')}</h2>
        <dl data-testid="head" style={{ overflowWrap: 'anywhere', margin: 0 }}>
          <dt>{sample('metadataStory:inspector.lang')}</dt>
          <dd>
            <code>{head.lang}</code>
          </dd>
          <dt>{sample('metadataStory:inspector.title')}</dt>
          <dd>{head.title}</dd>
          <dt>{sample('metadataStory:inspector.meta')}</dt>
          {list(head.meta)}
          <dt>{sample('metadataStory:inspector.links')}</dt>
          {list(head.links)}
          <dt>{sample('metadataStory:inspector.structuredData')}</dt>
          {list(head.jsonLd)}
        </dl>
      </Stack>
    </Box>
  );
}
