import { useLayoutEffect, useRef } from 'react';
import { PageShell, shellPrefetch } from '../src/shell/page-shell';
import { bootstrap } from './bootstrap';

/**
 * The shell bundle the server's host pages load (`/`, `/searchzoom/`, `/SignIn/`,
 * `/mydocuments/`): the same page shell as My Account, around the page's own server-rendered
 * content. The host page talks to it only through the host-page messages (page-shell §7).
 */
function HostContent({ node }: { node: HTMLElement | null }) {
  const slot = useRef<HTMLDivElement>(null);
  // The server-rendered content moves (not copied) into the shell's <main>: its elements, and
  // whatever the host page's own script attached to them, stay the same.
  useLayoutEffect(() => {
    if (node && slot.current && node.parentElement !== slot.current) {
      slot.current.append(node);
      node.hidden = false;
    }
  }, [node]);
  return <div ref={slot} />;
}

void bootstrap('shell-root', () => (
  <PageShell prefetchWhenIdle={shellPrefetch}>
    <HostContent node={document.getElementById('host-content')} />
  </PageShell>
));
