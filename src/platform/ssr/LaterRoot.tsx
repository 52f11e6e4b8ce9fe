import { createContext, type ReactNode, use, useContext, useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { LazyChunk } from '../lazy';

/**
 * How the page's React root renders (set by `app/PageRoot.tsx`): on the server; in the browser
 * over the server's HTML, with what a later root needs to hydrate in the same providers; or in
 * the browser alone (a page the server did not render, a story).
 */
export type PageRender =
  | { kind: 'server' }
  | {
      kind: 'hydrate';
      /** The page root's providers (store, translations, locale) around a later root's content. */
      wrap: (content: ReactNode) => ReactNode;
    }
  | { kind: 'browser' };

export const PageRenderContext = createContext<PageRender>({ kind: 'browser' });

/** Marks a later root's container in the HTML, and `data-hydrated` once React has taken it over. */
export const LATER_ROOT_ATTRIBUTE = 'data-later-root';

export interface LaterRootProps<M> {
  /** The root's name in the HTML (`data-later-root`), unique on the page. */
  name: string;
  /** The chunk of its content, not part of the first screen's scripts. */
  chunk: LazyChunk<M>;
  /** Its content from the chunk's module. */
  children: (module: M) => ReactNode;
}

/**
 * A part of the page below the fold (the footer) that the page's first screen neither
 * downloads nor hydrates: the server renders it with the page; the browser keeps that HTML as
 * it is while the page's root hydrates, then fetches the part's chunk and renders the part in
 * its place as a React root of its own, in the same store and translations. Until then it is
 * the server's HTML: its links work as plain links. A page rendered in the browser alone renders
 * the part in place once its chunk is in (stories preload it).
 *
 * A root of its own, not a Suspense boundary: an update reaching a boundary still waiting for its
 * code would replace the server's HTML with its fallback (docs/decisions.md), and a separate root
 * is never updated by the page's. Rendered afresh, not hydrated: by the time its chunk is in, the
 * store has moved on from what the server rendered (an answer that came after the server's HTML,
 * a host page's message), and hydration must match the server's HTML exactly.
 */
export function LaterRoot<M>(props: LaterRootProps<M>) {
  const render = useContext(PageRenderContext);
  if (render.kind === 'server') return <RenderedOnServer {...props} />;
  if (render.kind === 'hydrate') return <TakenOverLater {...props} render={render} />;
  return <RenderedInBrowser {...props} />;
}

const container = (name: string, content?: ReactNode) => (
  <div {...{ [LATER_ROOT_ATTRIBUTE]: name }}>{content}</div>
);

/** The server waits for the chunk (its render waits for everything) and renders the part. */
function RenderedOnServer<M>({ name, chunk, children }: LaterRootProps<M>) {
  return container(name, children(use(chunk.load())));
}

function RenderedInBrowser<M>({ name, chunk, children }: LaterRootProps<M>) {
  const module = chunk.useModule(true);
  return container(name, module ? children(module) : null);
}

/**
 * The server's HTML of the part, adopted untouched by the page's root (the same HTML as its
 * content, which React does not look into), then replaced by the part's own root in one commit.
 * Focus inside it (a keyboard user who tabbed there early) stays on the same control.
 */
function TakenOverLater<M>({
  name,
  chunk,
  children,
  render,
}: LaterRootProps<M> & { render: Extract<PageRender, { kind: 'hydrate' }> }) {
  const ref = useRef<HTMLDivElement>(null);
  const [serverHtml] = useState(
    () => document.querySelector(`[${LATER_ROOT_ATTRIBUTE}="${name}"]`)?.innerHTML ?? '',
  );
  // Once: the part's root follows the page through the store and translations, never props.
  // biome-ignore lint/correctness/useExhaustiveDependencies: taken over once, as the page is
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let cancelled = false;
    let root: ReturnType<typeof createRoot> | undefined;
    chunk
      .load()
      .then((module) => {
        if (cancelled) return;
        const focused = focusablesIn(element).indexOf(document.activeElement as HTMLElement);
        const takenOver = () => {
          if (focused >= 0) focusablesIn(element)[focused]?.focus();
          element.dataset.hydrated = 'true';
        };
        root = createRoot(element);
        root.render(
          render.wrap(
            <>
              {children(module)}
              <OnCommit run={takenOver} />
            </>,
          ),
        );
      })
      // A chunk that failed to load leaves the server's HTML, its links plain links.
      .catch(() => undefined);
    return () => {
      cancelled = true;
      root?.unmount();
    };
  }, []);
  return (
    <div
      ref={ref}
      {...{ [LATER_ROOT_ATTRIBUTE]: name }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own HTML of this part, already in the document: React adopts it and never builds it
      dangerouslySetInnerHTML={{ __html: serverHtml }}
      suppressHydrationWarning
    />
  );
}

const focusablesIn = (element: HTMLElement) =>
  Array.from(
    element.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]'),
  );

/** Runs once its root has committed. */
function OnCommit({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}
