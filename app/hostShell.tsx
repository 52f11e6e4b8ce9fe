import type { ReactNode } from 'react';
import type { HostIsland as HostIslandData } from '../src/platform/ssr/pageState';
import { PageShell, shellPrefetch } from '../src/shell/page-shell';
import { StatutoryCancelPage, type StatutoryCancelView } from '../src/shell/statutory-cancel';

/**
 * Where a host page's own content goes in the shell fragment (see `render.tsx`): the server
 * renders the shell with this comment inside the slot, and a host page's server puts its content
 * in its place.
 */
export const HOST_CONTENT_MARKER = '<!--host-content-->';
export const HOST_SLOT_ATTRIBUTE = 'data-host-slot';

/**
 * The host page's content inside the shell's `<main>`, as HTML React does not own: the server
 * renders the marker; hydration passes the slot's HTML as it found it, so React adopts it
 * untouched (its elements, and what the host page's script attached to them, stay).
 */
export function HostSlot({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own HTML, already in the document (or the server's fixed marker): React adopts it, it never builds it
  return <div {...{ [HOST_SLOT_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A host page's own content that React renders (see `HostIsland` in the page state). */
export function HostIsland({ island }: { island: HostIslandData }) {
  switch (island.kind) {
    case 'statutoryCancel':
      // The server wrote it from the same type (server/routes/hostPages.ts).
      return <StatutoryCancelPage page={island.page as StatutoryCancelView} />;
    default:
      throw new Error(`No host island "${island.kind}"`);
  }
}

/** The page shell of the host pages (the same as My Account's) around `children`. */
export function HostShell({ search, children }: { search?: string; children: ReactNode }) {
  return (
    <PageShell prefetchWhenIdle={shellPrefetch} search={search}>
      {children}
    </PageShell>
  );
}
