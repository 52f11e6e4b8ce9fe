import type { Cache } from '../storage/cache';
import { type CookieJar, writeExperimentAssignment } from './cookie';
import {
  type ExperimentKey,
  experimentKeys,
  experiments,
  type Variation,
  variations,
} from './registry';

/** Body of `POST /api/foundation/user-account-management/v1/user-experiment`. */
export interface ExperimentQuery {
  experimentName: string;
  countryCode: string;
  productCode?: string;
  buyOptionName?: string;
  forceVariationGuid?: string;
}

/** What the service answers (`result.experimentName`, `result.variationName`). */
export interface ExperimentAssignment {
  experimentName: string;
  variationName: string;
}

/** The call to the experiments endpoint; injected so the service does not know about ky. */
export type FetchExperiment = (query: ExperimentQuery) => Promise<ExperimentAssignment>;

/** Assigned variations are cached 30 days (2,592,000 s). */
export const EXPERIMENT_CACHE_TTL_MS = 2_592_000 * 1000;
/** With nothing pending, the initialisation promise resolves after this long. */
export const EXPERIMENT_INIT_GRACE_MS = 1000;
/** Query parameter that forces variations: `?forceVariation=promo_cards:N,quickActionsFab:C`. */
export const FORCE_VARIATION_PARAM = 'forceVariation';

/** Cache key: the query's parts lower-cased and joined by underscores. */
export function experimentCacheKey(query: ExperimentQuery): string {
  return [
    'experiment',
    query.experimentName,
    query.countryCode,
    query.productCode,
    query.buyOptionName,
  ]
    .filter((part): part is string => Boolean(part))
    .map((part) => part.toLowerCase())
    .join('_');
}

function isVariation(value: unknown): value is Variation {
  return typeof value === 'string' && (variations as readonly string[]).includes(value);
}

/** Maps the service's variation to one we know; anything else is the control, logged. */
export function toVariation(
  raw: unknown,
  experimentName: string,
  warn: (message: string) => void = console.warn,
): Variation {
  const code = typeof raw === 'string' ? raw.trim().toUpperCase() : raw;
  if (isVariation(code)) return code;
  warn(`Experiment ${experimentName}: unknown variation ${String(raw)}, using control C`);
  return 'C';
}

/** The registry key of an experiment given either its key or its service name. */
export function findExperimentKey(keyOrName: string): ExperimentKey | undefined {
  const wanted = keyOrName.trim().toLowerCase();
  return experimentKeys.find(
    (key) => key.toLowerCase() === wanted || experiments[key].name === wanted,
  );
}

/**
 * Variations forced by the page address: `forceVariation=name:N,otherName:F` (registry keys or
 * service names; repeated parameters add up). Unknown experiments or variations are ignored.
 */
export function forcedVariationsFromQuery(
  search: string,
): Partial<Record<ExperimentKey, Variation>> {
  const forced: Partial<Record<ExperimentKey, Variation>> = {};
  const params = new URLSearchParams(search);
  for (const value of params.getAll(FORCE_VARIATION_PARAM)) {
    for (const pair of value.split(',')) {
      const [name = '', variation = ''] = pair.split(':');
      const key = findExperimentKey(name);
      const code = variation.trim().toUpperCase();
      if (key && isVariation(code)) forced[key] = code;
    }
  }
  return forced;
}

/** Whether an experiment runs in a country (an empty country list means everywhere). */
export function runsIn(key: ExperimentKey, countryCode: string): boolean {
  const countries: readonly string[] = experiments[key].countries;
  return countries.length === 0 || countries.includes(countryCode.toUpperCase());
}

export interface ExperimentsServiceOptions {
  fetchExperiment: FetchExperiment;
  cache: Cache;
  /** Where assignments are mirrored for the server; `null` to skip. @default document (if any) */
  cookies?: CookieJar | null;
  warn?: (message: string) => void;
  error?: (message: string, detail?: unknown) => void;
}

export interface ExperimentsService {
  /** The variation for `query`: cached, else fetched; a failure is logged and is the control. */
  variation(query: ExperimentQuery): Promise<Variation>;
  /**
   * Resolves once no experiment request is pending: immediately after the last pending one
   * settles, or after 1 s when none are pending (giving components time to ask).
   */
  initialised(): Promise<void>;
}

function defaultCookieJar(): CookieJar | null {
  return typeof document === 'undefined' ? null : document;
}

export function createExperimentsService(options: ExperimentsServiceOptions): ExperimentsService {
  const { fetchExperiment, cache } = options;
  const cookies = options.cookies === undefined ? defaultCookieJar() : options.cookies;
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const error =
    options.error ?? ((message: string, detail?: unknown) => console.error(message, detail));
  const inFlight = new Map<string, Promise<Variation>>();

  async function load(query: ExperimentQuery, key: string): Promise<Variation> {
    try {
      const answer = await fetchExperiment(query);
      const variation = toVariation(answer.variationName, query.experimentName, warn);
      cache.set(key, variation, EXPERIMENT_CACHE_TTL_MS);
      if (cookies) writeExperimentAssignment(cookies, query.experimentName, variation);
      return variation;
    } catch (failure) {
      error(`Failed to load experiment ${query.experimentName}; using control C`, failure);
      return 'C';
    }
  }

  return {
    variation(query) {
      const key = experimentCacheKey(query);
      // A forced GUID asks the server for a specific assignment, so the cache is bypassed.
      if (!query.forceVariationGuid) {
        const cached = cache.get(key, isVariation);
        if (cached) return Promise.resolve(cached);
      }
      const running = inFlight.get(key);
      if (running) return running;
      const promise = load(query, key).finally(() => inFlight.delete(key));
      inFlight.set(key, promise);
      return promise;
    },
    async initialised() {
      if (inFlight.size === 0) {
        await new Promise((resolve) => setTimeout(resolve, EXPERIMENT_INIT_GRACE_MS));
      }
      while (inFlight.size > 0) {
        await Promise.allSettled([...inFlight.values()]);
      }
    },
  };
}
