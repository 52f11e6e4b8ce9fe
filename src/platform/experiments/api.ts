import type { ApiClient } from '../api/client';
import type { FetchExperiments } from './service';

/**
 * The batch experiments call through the API client. A failed call throws, so the service logs
 * it and treats every experiment of the batch as the control (page-shell §4).
 */
export function experimentsFetcher(client: ApiClient): FetchExperiments {
  return async (queries) => {
    const result = await client.call('userExperiments', {
      body: { experiments: queries },
      errorDialog: 'logOnly',
    });
    if (!result.ok) {
      throw new Error(`user-experiments ${result.failure.kind}: ${result.failure.message ?? ''}`);
    }
    return result.data;
  };
}
