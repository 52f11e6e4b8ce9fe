import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { navigateAtom, navigatorAtom } from './navigator';

describe('navigateAtom', () => {
  it('goes through the navigator the page (or a story) installed', () => {
    const store = createStore();
    const assign = vi.fn();
    store.set(navigatorAtom, { assign, open: vi.fn() });
    store.set(navigateAtom, '/searchzoom/?zoom_query=lease');
    expect(assign).toHaveBeenCalledWith('/searchzoom/?zoom_query=lease');
  });
});
