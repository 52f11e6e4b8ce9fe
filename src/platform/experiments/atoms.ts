import { type Atom, atom } from 'jotai';
import { unwrap } from 'jotai/utils';
import { siteContextAtom } from '../site/atoms';
import { apiClientAtom } from '../state/atoms';
import { cacheAtom } from '../storage/atoms';
import { experimentFetcher } from './api';
import { type ExperimentKey, experiments, type Variation } from './registry';
import {
  createExperimentsService,
  type ExperimentsService,
  type FetchExperiment,
  runsIn,
} from './service';

/**
 * Variations forced from outside (Storybook globals, tests, the `forceVariation` query read by
 * `forcedVariationsFromQuery`): they win over whatever the experiments service would assign.
 */
export const forcedVariationsAtom = atom<Partial<Record<ExperimentKey, Variation>>>({});

/** Replaces the experiments call (tests); by default it goes through the store's API client. */
export const fetchExperimentAtom = atom<FetchExperiment | null>(null);

/** The experiments service of this store (one per store, so one set of pending requests). */
export const experimentsServiceAtom = atom<ExperimentsService>((get) =>
  createExperimentsService({
    fetchExperiment: get(fetchExperimentAtom) ?? experimentFetcher(get(apiClientAtom)),
    cache: get(cacheAtom),
  }),
);

/** Extra context some experiments are asked with (account-dashboard §7). */
export interface ExperimentContext {
  productCode?: string;
  buyOptionName?: string;
}

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
    return get(experimentsServiceAtom).variation({
      experimentName: experiments[key].name,
      countryCode,
      ...context,
    });
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
