import { atomWithLazy } from 'jotai/utils';
import { type ApiClient, createApiClient } from '../api/client';

/**
 * The API client atoms load through. `createAppStore` sets one that sends the member's secure
 * id; the lazy default (no secure id) only serves stories that never sign in.
 */
export const apiClientAtom = atomWithLazy<ApiClient>(() => createApiClient());
