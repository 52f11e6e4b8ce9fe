import type { ApiClient } from '../api/client';
import type { FetchExperiment } from './service';

/**
 * The experiments call through the API client. A failed call throws, so the service logs it
 * and treats the experiment as the control (page-shell §4).
 */
export function experimentFetcher(client: ApiClient): FetchExperiment {
  return async (query) => {
    const result = await client.call('userExperiment', { body: query, errorDialog: 'logOnly' });
    if (!result.ok) {
      throw new Error(`user-experiment ${result.failure.kind}: ${result.failure.message ?? ''}`);
    }
    return result.data;
  };
}
