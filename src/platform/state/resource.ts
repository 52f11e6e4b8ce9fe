import { type Atom, atom, type Getter, type WritableAtom } from 'jotai';
import { unwrap } from 'jotai/utils';
import type { ApiResult } from '../api/client';

/** What a resource load yields: the client's result, so a failure is a value, never a throw. */
export type Loaded<T> = ApiResult<T>;

type Load<T> = (get: Getter, signal: AbortSignal) => Promise<Loaded<T>>;

/** A value that is in, or the promise of it while it loads. */
export type Eventually<T> = T | Promise<T>;

const pending = Symbol('pending');

/**
 * The value of `promiseAtom` itself once its promise has settled, else the promise.
 *
 * Why: a component that reads a promise suspends (React's `use`, through Jotai) at least once
 * even when the promise settled long ago, since nothing can see a settled promise's value
 * synchronously. During hydration that leaves the server's HTML dehydrated: a press on it is
 * stopped by React and the browser follows the link in full, and an update that reaches it
 * first replaces it with its fallback. Read as a value, data that is in never suspends.
 */
export function settledOrPromise<T>(promiseAtom: Atom<Promise<T>>): Atom<Eventually<T>> {
  const now = unwrap(promiseAtom, (): T | typeof pending => pending);
  return atom((get) => {
    const value = get(now);
    return value === pending ? get(promiseAtom) : value;
  });
}

/**
 * `derive` of the values once they are all in: at once (no promise) when none is pending, so a
 * value derived from data that is in is in too (see `settledOrPromise`).
 */
export function whenAll<const A extends readonly unknown[], R>(
  values: { [K in keyof A]: Eventually<A[K]> },
  derive: (values: A) => R,
): Eventually<R> {
  if (!values.some((value) => value instanceof Promise)) return derive(values as unknown as A);
  return Promise.all(values).then((all) => derive(all as unknown as A));
}

/**
 * A server resource held in Jotai (account-dashboard §4, DESIGN "State and data").
 *
 * - `value` is the loaded data, or its promise while it loads (`settledOrPromise`): every
 *   component reading it shares one request, and data that is in is read without suspending.
 * - `refresh` asks for fresh data unless a load is already in flight (then it is a no-op).
 * - `reload` always starts a new load: "clear and reload" after a mutation, whose effect an
 *   in-flight load may predate.
 * - `update` edits the loaded data locally (a card "no longer user-saved") without a request;
 *   the edit is dropped by the next load.
 * Loads re-run by themselves when an atom they read changes (the member's secure id).
 */
export interface Resource<T> {
  value: Atom<Eventually<Loaded<T>>>;
  refresh: WritableAtom<null, [], void>;
  reload: WritableAtom<null, [], void>;
  update: WritableAtom<null, [(data: T) => T], void>;
}

export function createResource<T>(load: Load<T>, debugLabel?: string): Resource<T> {
  const versionAtom = atom(0);
  // Jotai keeps the promise a read returned, so its identity tells whether a load is running.
  const settled = new WeakSet<Promise<unknown>>();

  const baseAtom = atom((get, { signal }) => {
    get(versionAtom);
    const promise = load(get, signal);
    promise.then(
      () => settled.add(promise),
      () => settled.add(promise),
    );
    return promise;
  });

  const localEditAtom = atom<{ base: Promise<Loaded<T>>; edited: Promise<Loaded<T>> } | null>(null);

  const currentAtom = atom((get) => {
    const base = get(baseAtom);
    const edit = get(localEditAtom);
    return edit && edit.base === base ? edit.edited : base;
  });
  const value = settledOrPromise(currentAtom);

  const refresh = atom(null, (get, set) => {
    if (!settled.has(get(baseAtom))) return;
    set(versionAtom, (version) => version + 1);
  });

  const reload = atom(null, (_get, set) => {
    set(versionAtom, (version) => version + 1);
  });

  const update = atom(null, (get, set, change: (data: T) => T) => {
    const base = get(baseAtom);
    const current = get(currentAtom);
    const edited = current.then((result): Loaded<T> => {
      if (!result.ok) return result;
      return { ...result, data: change(result.data) };
    });
    set(localEditAtom, { base, edited });
  });

  if (debugLabel) {
    baseAtom.debugLabel = `${debugLabel}/base`;
    currentAtom.debugLabel = `${debugLabel}/current`;
    value.debugLabel = debugLabel;
  }
  return { value, refresh, reload, update };
}
