import { type Atom, atom, useAtomValue } from 'jotai';
import { use } from 'react';
import type { Eventually } from './resource';

/** A settled value as React's `use` reads a thenable that is in: at once, without suspending. */
interface Fulfilled<T> extends PromiseLike<T> {
  status: 'fulfilled';
  value: T;
}

const fulfilled = <T>(value: T): Fulfilled<T> => ({
  status: 'fulfilled',
  value,
  // biome-ignore lint/suspicious/noThenProperty: a thenable React's `use` reads as already in
  then: (onFulfilled) => Promise.resolve(value).then(onFulfilled),
});

type Boxed<T> = { promise: Promise<T> } | { value: T };
const boxes = new WeakMap<Atom<unknown>, Atom<Boxed<unknown>>>();

/** `eventually`'s value in a box, so Jotai hands the promise over as it is instead of to `use`. */
function boxed<T>(eventually: Atom<Eventually<T>>): Atom<Boxed<T>> {
  let box = boxes.get(eventually);
  if (!box) {
    box = atom((get) => {
      const value = get(eventually);
      return value instanceof Promise ? { promise: value } : { value };
    });
    boxes.set(eventually, box);
  }
  return box as Atom<Boxed<T>>;
}

/**
 * The value of an atom that is a value once in and its promise while it loads (a resource's
 * `value`, `whenAll`): suspends while it loads, reads at once when it is in.
 *
 * Why not `useAtomValue`: it calls React's `use` only while the atom holds a promise, so a
 * component that suspended on the load rendered without `use` once the value was in, which
 * React reports as a conditional `use()`. Here `use` is called on every render: on the promise,
 * or on a thenable already fulfilled with the value, which React reads without suspending.
 */
export function useEventually<T>(eventually: Atom<Eventually<T>>): T {
  const box = useAtomValue(boxed(eventually));
  return use('promise' in box ? box.promise : fulfilled(box.value));
}
