/**
 * Code loaded when first wanted (lazy chunks): the prefetch of the chunks a first interaction is
 * likely to want once the first screen is interactive, the latch that keeps a lazy piece mounted
 * once it was needed, and a chunk a component can swap in without suspending.
 *
 * Each lazy site exports its loader (`loadSignInDialog`, `loadHeaderMenus`, …): the prefetch
 * lists call it, and stories that show the piece preload it in their `loaders`.
 */
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';

/** A lazy site's loader: `() => import('./Piece')`. */
export type ChunkLoader = () => Promise<unknown>;

/** Chunks to prefetch once a page's first screen is interactive, and when. */
export interface PrefetchPlan {
  /** The lazy sites' loaders. */
  loads: readonly ChunkLoader[];
  /**
   * Wait first until the page's own requests have been quiet this long: a first screen that
   * still loads its data after the load event gets the network to itself. @default 0
   */
  quietMs?: number;
}

/**
 * Fetches the chunks of `plan` once the first screen is in and interactive: after the load
 * event, once the page's own requests have been quiet for `plan.quietMs`, when the main thread
 * is idle. The interaction that wants a chunk later does not wait for the network. A failed
 * fetch is left to the piece's own load, which retries and reports it. Returns a cancel
 * function.
 */
export function prefetchWhenIdle({ loads, quietMs = 0 }: PrefetchPlan): () => void {
  if (typeof window === 'undefined' || loads.length === 0) return () => undefined;
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Resource timing entries arrive as the page's requests end: the last one marks the network.
  let lastActivity = performance.now();
  const observer =
    quietMs > 0 && typeof PerformanceObserver === 'function'
      ? new PerformanceObserver(() => {
          lastActivity = performance.now();
        })
      : null;
  observer?.observe({ type: 'resource', buffered: false });
  const fetchAll = () => {
    observer?.disconnect();
    if (cancelled) return;
    for (const load of loads) load().catch(() => undefined);
  };
  const whenQuiet = () => {
    const wait = quietMs - (performance.now() - lastActivity);
    if (wait > 0) {
      timer = setTimeout(whenQuiet, wait);
      return;
    }
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(fetchAll, { timeout: 1000 });
    } else {
      fetchAll();
    }
  };
  if (document.readyState === 'complete') whenQuiet();
  else window.addEventListener('load', whenQuiet, { once: true });
  return () => {
    cancelled = true;
    clearTimeout(timer);
    observer?.disconnect();
    window.removeEventListener('load', whenQuiet);
  };
}

/** `prefetchWhenIdle(plan)` once the calling component (the page shell) has mounted. */
export function usePrefetchWhenIdle(plan: PrefetchPlan | undefined): void {
  useEffect(() => (plan ? prefetchWhenIdle(plan) : undefined), [plan]);
}

/** A handler that starts fetching a chunk: the hover or focus of the trigger of a lazy piece. */
export function prefetch(load: ChunkLoader): () => void {
  return () => {
    load().catch(() => undefined);
  };
}

/**
 * True from the first render in which `condition` held, and from then on: a lazy dialog is
 * rendered (and its chunk fetched) once it first opens, then stays mounted so it closes with
 * its exit animation and returns focus as before.
 */
export function useNeeded(condition: boolean): boolean {
  const [needed, setNeeded] = useState(condition);
  if (condition && !needed) setNeeded(true);
  return needed || condition;
}

/** A lazy piece's chunk, read by components without suspending. */
export interface LazyChunk<M> {
  /** Fetches the chunk (once; again after a failure): the exported loader of the lazy site. */
  load: () => Promise<M>;
  /** The module once loaded (by anyone: the prefetch, a trigger, a story's loader), else undefined. */
  useLoaded: () => M | undefined;
  /**
   * The module while `needed` (fetching it when it is not in yet), else undefined. A failed fetch
   * is thrown to the nearest error boundary, as `lazy` does.
   */
  useModule: (needed: boolean) => M | undefined;
}

/**
 * A lazy piece's chunk (`() => import('./Piece')`). Unlike `lazy` and `<Suspense>`, a piece
 * whose chunk is in renders in the same commit as what asked for it: a dialog opened by a press
 * shows at once (a Suspense boundary that first shows its fallback reveals its content no sooner
 * than 300 ms later), and a first-screen piece in a light form until its chunk is in (the search
 * box, a menu's button) swaps in the loaded one, or renders it at once when it is already in.
 */
export function lazyChunk<M>(importer: () => Promise<M>): LazyChunk<M> {
  const notLoaded = (): M | undefined => undefined;
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const current = () => loaded;
  const load = () => {
    loading ??= importer().then(
      (module) => {
        loaded = module;
        for (const listener of listeners) listener();
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  // The server never has a lazy chunk in: hydration renders the light form the server sent,
  // then swaps in a chunk that is already in.
  const useLoaded = () => useSyncExternalStore(subscribe, current, notLoaded);
  const useModule = (needed: boolean) => {
    const module = useLoaded();
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
      if (needed && !module) load().catch((error: unknown) => setFailure({ error }));
    }, [needed, module]);
    if (failure) throw failure.error;
    return needed ? module : undefined;
  };
  return { load, useLoaded, useModule };
}

/**
 * How a menu button's stand-in asked to open, as react-aria's menu trigger reads it: Enter,
 * Space, ArrowDown or a virtual click focus the first item, ArrowUp the last one, a pointer
 * focuses the menu.
 */
export type StandInOpen = 'first' | 'last' | 'pointer';

/** What a trigger's stand-in keeps until the chunk with the real trigger is in. */
export interface StandInTrigger {
  /** Props of the stand-in button: hover and focus fetch the chunk, a press also asks to open. */
  props: {
    'aria-haspopup': 'true';
    'aria-expanded': false;
    preventFocusOnPress: true;
    onHoverStart: () => void;
    onFocus: () => void;
    onBlur: () => void;
    onPressStart: (event: { pointerType: string }) => void;
    onPress: (event: { pointerType: string }) => void;
    onKeyDown: (event: { key: string; preventDefault: () => void }) => void;
  };
  /** The stand-in has focus or was pressed: the loaded trigger takes focus (`autoFocus`). */
  focused: boolean;
  /** The stand-in was pressed: the loaded trigger opens at once, as it was asked to. */
  opened: StandInOpen | null;
}

/**
 * For a menu button whose behaviour is in a chunk (react-aria's menu trigger and its menu are
 * one module): until the chunk is in, a look-alike button stands in, fetching it on hover and
 * focus; what happened to it (focus, a press, the arrow keys) carries over to the loaded one.
 * An Escape, or the focus leaving it, before the chunk is in takes back a press: the menu the
 * member dismissed does not open later, with the focus in it.
 */
export function useStandInTrigger(load: ChunkLoader, onOpen?: () => void): StandInTrigger {
  const [focused, setFocused] = useState(false);
  const [opened, setOpened] = useState<StandInOpen | null>(null);
  const fetch = prefetch(load);
  const open = (how: StandInOpen) => {
    // react-aria's trigger takes focus as it opens, so closing returns focus to it.
    setFocused(true);
    setOpened(how);
    onOpen?.();
    fetch();
  };
  return {
    props: {
      'aria-haspopup': 'true',
      'aria-expanded': false,
      preventFocusOnPress: true,
      onHoverStart: fetch,
      onFocus: () => {
        setFocused(true);
        fetch();
      },
      onBlur: () => {
        setFocused(false);
        setOpened(null);
      },
      onPressStart: (event) => {
        if (event.pointerType === 'mouse' || event.pointerType === 'pen') open('pointer');
        else if (event.pointerType !== 'touch') open('first');
      },
      onPress: (event) => {
        if (event.pointerType === 'touch') open('pointer');
      },
      onKeyDown: (event) => {
        if (event.key === 'Escape') setOpened(null);
        if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
        event.preventDefault();
        open(event.key === 'ArrowDown' ? 'first' : 'last');
      },
    },
    focused,
    opened,
  };
}

/**
 * The loaded side of a stand-in trigger: its menu opens right after it mounts when the stand-in
 * was pressed (once the trigger has focus, so closing returns focus to it), with the focus its
 * opening asked for; later openings are the trigger's own.
 */
export function useStandInOpen(
  opened: StandInOpen | null,
  focused: boolean,
  onOpenChange?: (isOpen: boolean) => void,
) {
  const [isOpen, setOpen] = useState(false);
  // The stand-in's focus moves to the loaded trigger in the commit that swaps them: with
  // `autoFocus` (an effect, after paint) a key pressed in between went to <body> and was lost.
  const triggerRef = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on mount, as the stand-in left it
  useLayoutEffect(() => {
    if (focused) triggerRef.current?.focus();
  }, []);
  const [autoFocus, setAutoFocus] = useState<'first' | 'last' | true | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only what the stand-in asked for
  useEffect(() => {
    if (!opened) return;
    setAutoFocus(opened === 'pointer' ? true : opened);
    setOpen(true);
  }, []);
  return {
    /** For the menu trigger (controlled). */
    trigger: {
      isOpen,
      onOpenChange: (next: boolean) => {
        setOpen(next);
        if (!next) setAutoFocus(undefined);
        onOpenChange?.(next);
      },
    },
    /** For the menu: the first opening's focus, then the trigger's. */
    autoFocus,
    /** For the loaded trigger button: takes the stand-in's focus. */
    triggerRef,
  };
}
