// @vitest-environment jsdom
import { act, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToReadableStream } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyChunk } from '../lazy';
import { LaterRoot, type PageRender, PageRenderContext } from './LaterRoot';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A part's chunk that the test lets in when it chooses; `label` is what the part shows. */
function heldChunk() {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const module = {
    Part: ({ label }: { label: string }) => (
      <footer>
        <a href="/first/">{label}</a> <a href="/second/">second</a>
      </footer>
    ),
  };
  return { chunk: lazyChunk(() => gate.then(() => module)), release };
}

const page = (render: PageRender, chunk: ReturnType<typeof heldChunk>['chunk'], label: string) => (
  <PageRenderContext value={render}>
    <main>content</main>
    <LaterRoot name="footer" chunk={chunk}>
      {(module) => <module.Part label={label} />}
    </LaterRoot>
  </PageRenderContext>
);

async function serverHtml(node: ReactNode) {
  const stream = await renderToReadableStream(node);
  await stream.allReady;
  return new Response(stream).text();
}

let cleanup = () => {};
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('LaterRoot', () => {
  it('is rendered by the server inside its marked container', async () => {
    const { chunk, release } = heldChunk();
    release();
    const html = await serverHtml(page({ kind: 'server' }, chunk, 'server text'));
    expect(html).toContain('<div data-later-root="footer"><footer><a href="/first/">server text');
  });

  it("keeps the server's HTML while the page hydrates, then takes it over in its own root, keeping focus", async () => {
    const server = heldChunk();
    server.release();
    const container = document.createElement('div');
    container.innerHTML = await serverHtml(page({ kind: 'server' }, server.chunk, 'server text'));
    document.body.append(container);
    const serverLink = container.querySelector<HTMLAnchorElement>('a[href="/second/"]');

    // The browser's chunk is not in yet: the page hydrates without it.
    const browser = heldChunk();
    const errors: unknown[] = [];
    const wrapped: string[] = [];
    const render: PageRender = {
      kind: 'hydrate',
      wrap: (content) => {
        wrapped.push('wrapped');
        return content;
      },
    };
    const root = await act(async () =>
      hydrateRoot(container, page(render, browser.chunk, 'browser text'), {
        onRecoverableError: (error) => errors.push(error),
      }),
    );
    cleanup = () => act(() => root.unmount());
    expect(errors).toEqual([]);
    const part = container.querySelector<HTMLElement>('[data-later-root="footer"]');
    expect(part?.textContent).toContain('server text');
    expect(container.querySelector('a[href="/second/"]')).toBe(serverLink);
    expect(part?.dataset.hydrated).toBeUndefined();

    // A keyboard user reached the part's second link before it was taken over.
    serverLink?.focus();
    await act(async () => browser.release());

    expect(wrapped).toEqual(['wrapped']);
    expect(part?.textContent).toContain('browser text');
    expect(part?.dataset.hydrated).toBe('true');
    const taken = container.querySelector('a[href="/second/"]');
    expect(taken).not.toBe(serverLink);
    expect(document.activeElement).toBe(taken);
  });

  it('renders in place once its chunk is in, in a page rendered in the browser alone', async () => {
    const { chunk, release } = heldChunk();
    const container = document.createElement('div');
    const root = createRoot(container);
    cleanup = () => act(() => root.unmount());
    await act(async () => root.render(page({ kind: 'browser' }, chunk, 'browser text')));
    expect(container.querySelector('[data-later-root="footer"]')?.textContent).toBe('');
    await act(async () => release());
    expect(container.querySelector('[data-later-root="footer"]')?.textContent).toContain(
      'browser text',
    );
  });
});
