import { type ReactNode, useMemo } from 'react';
import { Badge } from '../src/ds/Badge/Badge';
import { Inline } from '../src/ds/layout';
import {
  NAVIGATION_ITEM_EVENT,
  type NavigationItemAction,
} from '../src/platform/messages/messages';
import type {
  HostIsland as HostIslandData,
  HostNavigationItem,
  HostPageLayout,
} from '../src/platform/ssr/pageState';
import type { NavigationItem } from '../src/shell/navigation';
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

/** Tells the host page which of its navigation entries was pressed (it runs the action). */
function announceItemAction(item: NavigationItem, categoryCode: string) {
  if (item.type === 'link') return;
  const detail: NavigationItemAction = {
    type: item.type,
    id: item.id,
    value: item.value,
    categoryCode,
  };
  window.dispatchEvent(new CustomEvent(NAVIGATION_ITEM_EVENT, { detail }));
}

/** A host page's Custom entry, as the page declared it: its title and its badge. */
function customItemOf(items: readonly HostNavigationItem[]) {
  const badges = new Map(items.map((item) => [item.id, item.badge]));
  return (item: NavigationItem) => {
    const badge = badges.get(item.id);
    return (
      <Inline space="sm">
        <span>{item.title}</span>
        {badge ? <Badge tone="info">{badge}</Badge> : null}
      </Inline>
    );
  };
}

/**
 * The page shell of the host pages (the same as My Account's) around `children`, in the page's
 * layout (its banner, footer and sign-in links from the first render, and its own navigation
 * entries, whose actions the page runs: see `NAVIGATION_ITEM_EVENT`).
 */
export function HostShell({
  search,
  layout,
  children,
}: {
  search?: string;
  layout?: HostPageLayout;
  children: ReactNode;
}) {
  const items = layout?.navigationItems;
  const renderCustomItem = useMemo(
    () => (items ? customItemOf(Object.values(items).flat()) : undefined),
    [items],
  );
  return (
    <PageShell
      prefetchWhenIdle={shellPrefetch}
      search={search}
      navigationItems={items}
      onNavigationItemAction={items ? announceItemAction : undefined}
      renderCustomNavigationItem={renderCustomItem}
    >
      {children}
    </PageShell>
  );
}
