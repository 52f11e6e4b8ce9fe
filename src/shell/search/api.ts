import type { ApiClient } from '../../platform/api/client';

export interface ContractsQuery {
  host?: string;
  countryCode: string;
}

/** GET the contract list the autocomplete filters (page-shell §7; 2 retries in the contract). */
export function fetchContracts(client: ApiClient, query: ContractsQuery, signal?: AbortSignal) {
  return client.call('contracts', { query, signal });
}

export interface ExternalSearchQuery {
  host?: string;
  query: string;
  countryCode: string;
}

/**
 * GET suggestions from the external search service (page-shell §7): cross-origin, at the
 * configured `searchServiceUrl` or the contract's default, 2 retries, never with the secure id.
 */
export function fetchExternalSuggestions(
  client: ApiClient,
  query: ExternalSearchQuery,
  serviceUrl?: string | null,
  signal?: AbortSignal,
) {
  const baseUrl = serviceUrl?.trim() || undefined;
  return client.call('externalSearch', { query, signal, baseUrl });
}
