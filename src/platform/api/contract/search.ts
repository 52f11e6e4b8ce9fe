/**
 * Search suggestions (page-shell §5, §7): the site's contract list and the external search
 * service. Served by server/routes/site.ts.
 */
import * as v from 'valibot';
import { type EndpointDefinition, queryText, shell } from './blocks';

export const searchSuggestionSchema = v.object({
  name: v.string(),
  url: v.string(),
  isFeatured: v.optional(v.boolean(), false),
});
export type SearchSuggestion = v.InferOutput<typeof searchSuggestionSchema>;

/** An external-search result: a suggestion plus the highlighted product name. */
export const externalSuggestionSchema = v.object({
  name: v.string(),
  url: v.string(),
  isFeatured: v.optional(v.boolean(), false),
  productNameHighlight: v.object({ value: v.string() }),
});
export type ExternalSuggestion = v.InferOutput<typeof externalSuggestionSchema>;

export const searchEndpoints = {
  contracts: shell({
    method: 'GET',
    path: '/api/foundation/search/v1/contracts',
    query: v.object({ host: queryText, countryCode: v.string() }),
    response: v.array(searchSuggestionSchema),
    retries: 2,
  }),
  /** Cross-origin; the URL comes from config (`searchServiceUrl`) or this default. */
  externalSearch: shell({
    method: 'GET',
    path: '',
    defaultBaseUrl: 'https://suggest.search.example.com/v1/suggestions',
    sendsAuthorization: false,
    query: v.object({ host: queryText, query: v.string(), countryCode: v.string() }),
    response: v.array(externalSuggestionSchema),
    retries: 2,
  }),
} as const satisfies Record<string, EndpointDefinition>;
