import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import {
  type CancellationScreens,
  cancellationScreensModule,
  loadCancellationScreens,
} from '../cancellation';
import { type QueryParser, ValidQuery } from '../navigation';
import type { AccountRouteHandle } from './rules';

/**
 * A lazy cancellation route: its screen from the cancellation chunk (`loadCancellationScreens`, never
 * a static import), behind its query's validation. Its handle names the chunk's module, which a
 * server-rendered page opening on it links in its head.
 */
export function cancellationRoute<T>(
  path: string,
  handle: AccountRouteHandle,
  pick: (flow: CancellationScreens) => ComponentType,
  parse?: QueryParser<T>,
): RouteObject {
  return {
    path,
    handle: { ...handle, module: cancellationScreensModule },
    lazy: async () => {
      const Page = pick(await loadCancellationScreens());
      return {
        Component: parse
          ? () => (
              <ValidQuery parse={parse}>
                <Page />
              </ValidQuery>
            )
          : Page,
      };
    },
  };
}
