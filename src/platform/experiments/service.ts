import { MAX_EXPERIMENTS_PER_REQUEST } from '../api/contract';
import type { Cache } from '../storage/cache';
import { type CookieJar, writeExperimentAssignment } from './cookie';
import {
  type ExperimentDefinition,
  type ExperimentKey,
  experimentKeys,
  experiments,
  isVariation,
  type Variation,
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

/**
 * The call to the batch experiments endpoint (`POST …/v1/user-experiments`): one assignment per
 * query, in the order asked. Injected so the service does not know about ky.
 */
export type FetchExperiments = (
  queries: ExperimentQuery[],
) => Promise<readonly ExperimentAssignment[]>;

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

function definitionRunsIn(definition: ExperimentDefinition, countryCode: string): boolean {
  const { countries } = definition;
  return countries.length === 0 || countries.includes(countryCode.toUpperCase());
}

/** Whether an experiment runs in a country (an empty country list means everywhere). */
export function runsIn(key: ExperimentKey, countryCode: string): boolean {
  return definitionRunsIn(experiments[key], countryCode);
}

/** Extra context some experiments are asked with (account-dashboard §7). */
export interface ExperimentContext {
  productCode?: string;
  buyOptionName?: string;
}

/** The query for a registry experiment: one shape, so every ask of it shares a cache key. */
export function experimentQuery(
  key: ExperimentKey,
  countryCode: string,
  context: ExperimentContext = {},
): ExperimentQuery {
  return { experimentName: experiments[key].name, countryCode, ...context };
}

/**
 * The experiments of `spec` (the page shell's, or My Account's) a page can ask for before any
 * component does: those running in the country that need no context, less the forced ones
 * (their variation is known without asking).
 */
export function experimentsToPrefetch(
  spec: ExperimentDefinition['spec'],
  countryCode: string,
  forced: Partial<Record<ExperimentKey, Variation>>,
  registry: Readonly<Record<ExperimentKey, ExperimentDefinition>> = experiments,
): ExperimentKey[] {
  return experimentKeys.filter(
    (key) =>
      registry[key].spec === spec &&
      !forced[key] &&
      !registry[key].askedWith?.length &&
      definitionRunsIn(registry[key], countryCode),
  );
}

export interface ExperimentsServiceOptions {
  fetchExperiments: FetchExperiments;
  cache: Cache;
  /** The most queries one call carries; more go in several. @default MAX_EXPERIMENTS_PER_REQUEST */
  maxQueriesPerCall?: number;
  /** Where assignments are mirrored for the server; `null` to skip. @default document (if any) */
  cookies?: CookieJar | null;
  warn?: (message: string) => void;
  error?: (message: string, detail?: unknown) => void;
}

export interface ExperimentsService {
  /**
   * The variation for `query`: cached, else fetched together with every other query asked in
   * the same task; a failed call is logged once and is the control for the rest of the page.
   */
  variation(query: ExperimentQuery): Promise<Variation>;
  /**
   * Resolves once no experiment request is pending: immediately after the last pending one
   * settles, or after 1 s when none are pending (giving components time to ask).
   */
  initialised(): Promise<void>;
  /**
   * Takes `answers` to `queries` as if this page had fetched them (the server's render of the
   * page did): cached and mirrored to the cookie, so they are not asked again.
   */
  adopt(queries: readonly ExperimentQuery[], answers: readonly ExperimentAssignment[]): void;
}

function defaultCookieJar(): CookieJar | null {
  return typeof document === 'undefined' ? null : document;
}

/** A query waiting for the next batch call. */
interface QueuedQuery {
  query: ExperimentQuery;
  cacheKey: string;
  requestKey: string;
  settle: (variation: Variation) => void;
}

export function createExperimentsService(options: ExperimentsServiceOptions): ExperimentsService {
  const { fetchExperiments, cache } = options;
  const maxQueriesPerCall = options.maxQueriesPerCall ?? MAX_EXPERIMENTS_PER_REQUEST;
  const cookies = options.cookies === undefined ? defaultCookieJar() : options.cookies;
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const error =
    options.error ?? ((message: string, detail?: unknown) => console.error(message, detail));
  /** Queued or sent, by request key: a second ask joins the first. */
  const inFlight = new Map<string, Promise<Variation>>();
  /**
   * Request keys whose call failed: the control for the rest of the page, so the components
   * that mount after a failed prefetch do not each ask a failing service again.
   */
  const failed = new Set<string>();
  let queued: QueuedQuery[] = [];

  async function send(batch: QueuedQuery[]): Promise<void> {
    let answers: readonly ExperimentAssignment[];
    try {
      answers = await fetchExperiments(batch.map(({ query }) => query));
      if (answers.length !== batch.length) {
        throw new Error(`${answers.length} assignments for ${batch.length} experiments`);
      }
    } catch (failure) {
      const names = batch.map(({ query }) => query.experimentName).join(', ');
      error(`Failed to load experiments ${names}; using control C`, failure);
      for (const { requestKey, settle } of batch) {
        failed.add(requestKey);
        settle('C');
      }
      return;
    }
    batch.forEach(({ query, settle }, index) => {
      settle(keep(query, answers[index]));
    });
  }

  /** An answer, cached and mirrored to the cookie. */
  function keep(query: ExperimentQuery, answer: ExperimentAssignment | undefined): Variation {
    const variation = toVariation(answer?.variationName, query.experimentName, warn);
    cache.set(experimentCacheKey(query), variation, EXPERIMENT_CACHE_TTL_MS);
    if (cookies) writeExperimentAssignment(cookies, query.experimentName, variation);
    return variation;
  }

  function flush() {
    const batch = queued;
    queued = [];
    for (let start = 0; start < batch.length; start += maxQueriesPerCall) {
      void send(batch.slice(start, start + maxQueriesPerCall));
    }
  }

  function enqueue(query: ExperimentQuery, cacheKey: string, requestKey: string) {
    // A 0 ms timer, not a microtask: it fires once the asking task and all its microtasks are
    // done, so everything one render asks (async atoms included, as their promises resume) goes
    // in one call. Measured in Chromium: a blocking render's asks make one call, while a
    // transition's time slices and passive effects each make their own, hence the prefetch.
    if (queued.length === 0) setTimeout(flush, 0);
    return new Promise<Variation>((settle) => queued.push({ query, cacheKey, requestKey, settle }));
  }

  return {
    variation(query) {
      const cacheKey = experimentCacheKey(query);
      // A forced GUID asks the server for a specific assignment, so the cache is bypassed and
      // the request is not shared with an unforced ask of the same experiment.
      if (!query.forceVariationGuid) {
        const cached = cache.get(cacheKey, isVariation);
        if (cached) return Promise.resolve(cached);
      }
      const requestKey = query.forceVariationGuid
        ? `${cacheKey}|${query.forceVariationGuid}`
        : cacheKey;
      if (failed.has(requestKey)) return Promise.resolve('C');
      const running = inFlight.get(requestKey);
      if (running) return running;
      const promise = enqueue(query, cacheKey, requestKey).finally(() =>
        inFlight.delete(requestKey),
      );
      inFlight.set(requestKey, promise);
      return promise;
    },
    adopt(queries, answers) {
      queries.forEach((query, index) => {
        if (!query.forceVariationGuid) keep(query, answers[index]);
      });
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
