import { type Atom, atom, type Getter, type WritableAtom } from 'jotai';
import type { ApiResult } from '../api/client';

/** What a resource load yields: the client's result, so a failure is a value, never a throw. */
export type Loaded<T> = ApiResult<T>;

type Load<T> = (get: Getter, signal: AbortSignal) => Promise<Loaded<T>>;

/**
 * A server resource held in Jotai (account-dashboard §4, DESIGN "State and data").
 *
 * - `value` is an async atom: every component reading it shares one request.
 * - `refresh` asks for fresh data unless a load is already in flight (then it is a no-op).
 * - `reload` always starts a new load: "clear and reload" after a mutation, whose effect an
 *   in-flight load may predate.
 * - `update` edits the loaded data locally (a card "no longer user-saved") without a request;
 *   the edit is dropped by the next load.
 * Loads re-run by themselves when an atom they read changes (the member's secure id).
 */
export interface Resource<T> {
  value: Atom<Promise<Loaded<T>>>;
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

  const value = atom((get) => {
    const base = get(baseAtom);
    const edit = get(localEditAtom);
    return edit && edit.base === base ? edit.edited : base;
  });

  const refresh = atom(null, (get, set) => {
    if (!settled.has(get(baseAtom))) return;
    set(versionAtom, (version) => version + 1);
  });

  const reload = atom(null, (_get, set) => {
    set(versionAtom, (version) => version + 1);
  });

  const update = atom(null, (get, set, change: (data: T) => T) => {
    const base = get(baseAtom);
    const current = get(value);
    const edited = current.then((result): Loaded<T> => {
      if (!result.ok) return result;
      return { ...result, data: change(result.data) };
    });
    set(localEditAtom, { base, edited });
  });

  if (debugLabel) {
    baseAtom.debugLabel = `${debugLabel}/base`;
    value.debugLabel = debugLabel;
  }
  return { value, refresh, reload, update };
}
