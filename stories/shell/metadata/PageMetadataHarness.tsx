import { useSetAtom, useStore } from 'jotai';
import { type ReactNode, useEffect, useState } from 'react';
import { Button } from '../../../src/ds/Button/Button';
import { Box, Stack } from '../../../src/ds/layout';
import { metadataOptionsAtom } from '../../../src/shell/metadata';
import { useSample } from '../../support/Sample';
import { HeadInspector } from './HeadInspector';

/** The page address the stories ask metadata for: `loc=usca` names the region CA. */
export const storyPageUrl = 'https://www.legalkit.example.com/lease-agreement/?loc=usca';

/** A head element the page had before: page metadata must leave it alone. */
export const foreignMetaName = 'story-foreign';

/**
 * Story-only: the page `PageMetadata` (its `children`) is mounted on, as the shell mounts it:
 * after the host page sent its use-metadata-options, with a known title and one head element of
 * its own; beside it, what ended up in the document head. A button changes the options (a
 * second load).
 */
export function PageMetadataHarness({ children }: { children: ReactNode }) {
  const sample = useSample();
  const store = useStore();
  // The document's title and head are the browser's (set before the metadata's effects run, so
  // in render); the `server-render` project has no document.
  const hasDocument = typeof document !== 'undefined';
  useState(() => {
    store.set(metadataOptionsAtom, { productCode: 'LEASE', nameVariation: 'rental' });
    if (hasDocument) document.title = sample('metadataStory:harness.pageTitle');
    return null;
  });
  // The page's own head element, present before the metadata arrives.
  useState(() => {
    if (!hasDocument) return null;
    document.head.querySelector(`meta[name="${foreignMetaName}"]`)?.remove();
    const meta = document.createElement('meta');
    meta.name = foreignMetaName;
    meta.content = 'kept';
    document.head.append(meta);
    return null;
  });
  useEffect(
    () => () => document.head.querySelector(`meta[name="${foreignMetaName}"]`)?.remove(),
    [],
  );
  const setOptions = useSetAtom(metadataOptionsAtom);
  return (
    <Box padding="md">
      <Stack space="md">
        {children}
        <div>
          <Button
            variant="secondary"
            onPress={() => setOptions({ productCode: 'NDA', nameVariation: 'confidentiality' })}
          >
            {sample('metadataStory:harness.changeOptions')}
          </Button>
        </div>
        <HeadInspector />
      </Stack>
    </Box>
  );
}
