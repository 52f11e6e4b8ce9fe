import { useLayoutEffect, useRef } from 'react';
import { readHostIsland, readHostLayout } from '../src/platform/ssr/pageState';
import { bootstrap } from './bootstrap';
import { HOST_SLOT_ATTRIBUTE, HostIsland, HostShell, HostSlot } from './hostShell';

/**
 * The shell bundle the server's host pages load (`/`, `/searchzoom/`, `/SignIn/`,
 * `/mydocuments/`): the same page shell as My Account, around the page's own server-rendered
 * content. The host page talks to it only through the host-page messages (page-shell §7).
 *
 * The server sends the shell rendered (its fragment, with the page's content in its slot):
 * this hydrates it. A page without the rendered shell gets it rendered here, around the
 * page's `#host-content`.
 */
void bootstrap('shell-root', (_store, state) => {
  // The page's layout: in the state the server rendered it with, else beside the page.
  const layout = state ? state.layout : readHostLayout(document);
  // A page whose content is React's own (a form): the same content, hydrated or rendered here.
  const island = readHostIsland(document);
  if (island) {
    return (
      <HostShell search={state ? new URL(state.url).search : undefined} layout={layout}>
        <HostIsland island={island} />
      </HostShell>
    );
  }
  if (state) {
    const slot = document.querySelector(`[${HOST_SLOT_ATTRIBUTE}]`);
    return (
      <HostShell search={new URL(state.url).search} layout={layout}>
        <HostSlot html={slot?.innerHTML ?? ''} />
      </HostShell>
    );
  }
  return (
    <HostShell layout={layout}>
      <MovedContent node={document.getElementById('host-content')} />
    </HostShell>
  );
});

/** The page's content moved (not copied) into the shell's `<main>` of a browser-rendered shell. */
function MovedContent({ node }: { node: HTMLElement | null }) {
  const slot = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (node && slot.current && node.parentElement !== slot.current) {
      slot.current.append(node);
      node.hidden = false;
    }
  }, [node]);
  return <div ref={slot} />;
}
