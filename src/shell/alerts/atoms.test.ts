import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { dismissAlertAtom, shellAlertAtom, showAlertAtom } from './atoms';

describe('shell alert', () => {
  it('shows the latest alert and runs its OK handler once on dismiss', () => {
    const store = createStore();
    const onOk = vi.fn();
    store.set(showAlertAtom, { tone: 'error', lines: ['first'] });
    store.set(showAlertAtom, { tone: 'success', lines: ['second'], onOk });
    expect(store.get(shellAlertAtom)?.lines).toEqual(['second']);
    store.set(dismissAlertAtom);
    expect(store.get(shellAlertAtom)).toBeNull();
    store.set(dismissAlertAtom);
    expect(onOk).toHaveBeenCalledTimes(1);
  });
});
