import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import {
  type CancellationScreens,
  cancellationScreensModule,
  loadCancellationScreens,
} from '../cancellation';
import { type QueryParser, ValidQuery } from '../navigation';
import type { AccountRouteHandle } from './rules';

/** A screen in a chunk of its own: the module the chunk's loader imports, and the loader. */
export interface ScreenChunk {
  /** From the repository root, as the build's manifest names it (`AccountRouteHandle.module`). */
  module: string;
  load: () => Promise<ComponentType>;
}

/**
 * A route whose screen loads on first use (`chunk.load`, never a static import), so a page
 * that opens on another route does not download it. Its handle names the chunk's module, which
 * a server-rendered page opening on it links in its head (so the chunk downloads beside the
 * entry), and which `app/App.tsx` loads before the page hydrates.
 */
export function lazyScreenRoute(
  route: { path: string; loader?: LoaderFunction },
  handle: AccountRouteHandle,
  chunk: ScreenChunk,
): RouteObject {
  return {
    ...route,
    handle: { ...handle, module: chunk.module },
    lazy: async () => ({ Component: await chunk.load() }),
  };
}

/**
 * A cancellation route: its screen from the cancellation chunk (`loadCancellationScreens`),
 * behind its query's validation.
 */
export function cancellationRoute<T>(
  path: string,
  handle: AccountRouteHandle,
  pick: (flow: CancellationScreens) => ComponentType,
  parse?: QueryParser<T>,
): RouteObject {
  return lazyScreenRoute({ path }, handle, {
    module: cancellationScreensModule,
    load: async () => {
      const Page = pick(await loadCancellationScreens());
      return parse
        ? () => (
            <ValidQuery parse={parse}>
              <Page />
            </ValidQuery>
          )
        : Page;
    },
  });
}
