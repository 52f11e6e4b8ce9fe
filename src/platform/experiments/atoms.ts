import { type Atom, atom } from 'jotai';
import { unwrap } from 'jotai/utils';
import type { RecordedCalls } from '../api/client';
import { siteContextAtom } from '../site/atoms';
import { apiClientAtom } from '../state/atoms';
import { cacheAtom } from '../storage/atoms';
import { experimentsFetcher } from './api';
import {
  type ExperimentDefinition,
  type ExperimentKey,
  experimentKeys,
  experiments,
  type Variation,
} from './registry';
import {
  createExperimentsService,
  type ExperimentAssignment,
  type ExperimentContext,
  type ExperimentQuery,
  type ExperimentsService,
  experimentQuery,
  experimentsToPrefetch,
  type FetchExperiments,
  runsIn,
} from './service';

/**
 * Variations forced from outside (Storybook globals, tests, the `forceVariation` query read by
 * `forcedVariationsFromQuery`): they win over whatever the experiments service would assign.
 */
export const forcedVariationsAtom = atom<Partial<Record<ExperimentKey, Variation>>>({});

/** Replaces the batch experiments call (tests); by default it goes through the API client. */
export const fetchExperimentsAtom = atom<FetchExperiments | null>(null);

/** The experiments service of this store (one per store, so one set of pending requests). */
export const experimentsServiceAtom = atom<ExperimentsService>((get) =>
  createExperimentsService({
    fetchExperiments: get(fetchExperimentsAtom) ?? experimentsFetcher(get(apiClientAtom)),
    cache: get(cacheAtom),
  }),
);

/**
 * Asks for every experiment of `spec` the page may need in the site's country, so the
 * components that mount later (lazy routes, data-driven parts) find theirs cached or in flight
 * instead of each sending its own call. Set at boot, after the site context: every page asks
 * for the shell's, the My Account page for its own too, and asks made in one task go out as one
 * call. A host page does not ask for My Account's: they are assigned once a member arrives there.
 */
export const prefetchExperimentsAtom = atom(
  null,
  (get, _set, spec: ExperimentDefinition['spec']) => {
    const countryCode = get(siteContextAtom).country;
    const service = get(experimentsServiceAtom);
    for (const key of experimentsToPrefetch(spec, countryCode, get(forcedVariationsAtom))) {
      void service.variation(experimentQuery(key, countryCode));
    }
  },
);

/**
 * The assignments a server-rendered page came with (its recorded batch calls, see
 * `ApiClientOptions.replay`), adopted before anything asks: the browser renders the variations
 * the server rendered and asks for none of them again.
 */
export const adoptRecordedExperimentsAtom = atom(null, (get, _set, calls: RecordedCalls) => {
  const service = get(experimentsServiceAtom);
  for (const [key, result] of calls) {
    const [name, , , body] = JSON.parse(key) as [string, unknown, unknown, unknown];
    if (name !== 'userExperiments' || !result.ok) continue;
    const { experiments } = body as { experiments: ExperimentQuery[] };
    service.adopt(experiments, result.data as ExperimentAssignment[]);
  }
});

const variationAtoms = new Map<string, Atom<Promise<Variation>>>();

/**
 * The variation of one named experiment for the current site country: forced if forced, the
 * control outside its countries, else the (cached) assignment.
 */
export function variationAtom(
  key: ExperimentKey,
  context: ExperimentContext = {},
): Atom<Promise<Variation>> {
  const memoKey = `${key}|${context.productCode ?? ''}|${context.buyOptionName ?? ''}`;
  const existing = variationAtoms.get(memoKey);
  if (existing) return existing;
  const created = atom(async (get): Promise<Variation> => {
    const forced = get(forcedVariationsAtom)[key];
    if (forced) return forced;
    const countryCode = get(siteContextAtom).country;
    if (!runsIn(key, countryCode)) return 'C';
    return get(experimentsServiceAtom).variation(experimentQuery(key, countryCode, context));
  });
  variationAtoms.set(memoKey, created);
  return created;
}

const syncVariationAtoms = new Map<ExperimentKey, Atom<Variation>>();

/** Like `variationAtom` without suspending: the control until the assignment arrives. */
export function variationOrControlAtom(key: ExperimentKey): Atom<Variation> {
  const existing = syncVariationAtoms.get(key);
  if (existing) return existing;
  const created = unwrap(variationAtom(key), (previous) => previous ?? 'C');
  syncVariationAtoms.set(key, created);
  return created;
}

/**
 * Resolves once `variationOrControlAtom` holds the member's variation of every experiment of
 * `spec` (asked for without a product context), the control where one cannot be had. The server
 * waits for it before rendering a page and the browser before hydrating it, so both render the
 * member's variations: without it both rendered the control, and the page changed once the
 * assignments came in after hydration.
 */
export const settleVariationsAtom = atom(
  null,
  async (get, _set, spec: ExperimentDefinition['spec']): Promise<void> => {
    const registry: Readonly<Record<ExperimentKey, ExperimentDefinition>> = experiments;
    const keys = experimentKeys.filter(
      (key) => registry[key].spec === spec && !registry[key].askedWith?.length,
    );
    await Promise.all(
      keys.map(async (key) => {
        // Read first, so `unwrap` is watching the promise and holds its answer once it is in.
        get(variationOrControlAtom(key));
        await get(variationAtom(key));
      }),
    );
  },
);
