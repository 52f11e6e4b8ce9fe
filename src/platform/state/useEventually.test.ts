// @vitest-environment jsdom
import { atom, createStore, Provider } from 'jotai';
import { act, createElement, type ReactNode, Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settledOrPromise } from './resource';
import { useEventually } from './useEventually';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let cleanUp = () => {};
afterEach(() => cleanUp());

/** A load that answers when told, read as resources are (`settledOrPromise`). */
function deferredLoad() {
  let answer: (value: string) => void = () => {};
  const promise = new Promise<string>((resolve) => {
    answer = resolve;
  });
  return { loadAtom: settledOrPromise(atom(() => promise)), answer };
}

/** A root in a Suspense boundary, what React reported, and each value a reader rendered. */
function mount(store = createStore()) {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const container = document.createElement('div');
  const root = createRoot(container);
  cleanUp = () => {
    act(() => root.unmount());
    errors.mockRestore();
  };
  const renders: string[] = [];
  function Reader({ loadAtom }: { loadAtom: ReturnType<typeof deferredLoad>['loadAtom'] }) {
    const value = useEventually(loadAtom);
    renders.push(value);
    return createElement('p', null, value);
  }
  const show = (child: ReactNode) =>
    root.render(
      createElement(Provider, { store }, createElement(Suspense, { fallback: 'loading' }, child)),
    );
  return { container, errors, renders, Reader, show };
}

describe('useEventually', () => {
  it('suspends a screen shown in a transition until its load is in, and React reports nothing', async () => {
    const { loadAtom, answer } = deferredLoad();
    const { container, errors, Reader, show } = mount();
    await act(async () => show('before'));

    // A router navigation is a transition: the screen before stays while the next one loads.
    await act(async () => startTransition(() => show(createElement(Reader, { loadAtom }))));
    expect(container.textContent).toBe('before');

    await act(async () => answer('in'));
    expect(container.textContent).toBe('in');
    // With `useAtomValue`, React reported "called use() to suspend in a previous render but
    // did not call use() when it finished" here.
    expect(errors).not.toHaveBeenCalled();
  });

  it('suspends while the load runs, then shows the value', async () => {
    const { loadAtom, answer } = deferredLoad();
    const { container, errors, Reader, show } = mount();
    await act(async () => show(createElement(Reader, { loadAtom })));
    expect(container.textContent).toBe('loading');

    await act(async () => answer('in'));
    expect(container.textContent).toBe('in');
    expect(errors).not.toHaveBeenCalled();
  });

  it('reads a load that is in at once, without suspending (a hydrated page)', async () => {
    const { loadAtom, answer } = deferredLoad();
    const store = createStore();
    store.sub(loadAtom, () => {});
    await act(async () => answer('in'));
    const { container, errors, renders, Reader, show } = mount(store);

    await act(async () => show(createElement(Reader, { loadAtom })));
    expect(container.textContent).toBe('in');
    expect(renders).toEqual(['in']);
    expect(errors).not.toHaveBeenCalled();
  });
});
