/**
 * Experiment assignment (both specs §3, account-dashboard §7): one experiment per call, or
 * several in one. Served by server/routes/platform.ts.
 */
import * as v from 'valibot';
import { apiPrefixes, dashboard, type EndpointDefinition, enveloped } from './blocks';

export const userExperimentRequestSchema = v.object({
  experimentName: v.string(),
  countryCode: v.string(),
  productCode: v.optional(v.string()),
  buyOptionName: v.optional(v.string()),
  forceVariationGuid: v.optional(v.string()),
});
export type UserExperimentRequest = v.InferOutput<typeof userExperimentRequestSchema>;
export const userExperimentResultSchema = v.object({
  experimentName: v.string(),
  variationName: v.string(),
});
export type UserExperimentResult = v.InferOutput<typeof userExperimentResultSchema>;

/** The most experiments one batch call may ask for: the whole registry fits, with room to spare. */
export const MAX_EXPERIMENTS_PER_REQUEST = 32;
/** Not in the spec: the single call's bodies, so a page asks for all its experiments at once. */
export const userExperimentsRequestSchema = v.object({
  experiments: v.pipe(
    v.array(userExperimentRequestSchema),
    v.minLength(1),
    v.maxLength(MAX_EXPERIMENTS_PER_REQUEST),
  ),
});

/** An experiment as the app holds it (both specs §3). */
export interface Experiment {
  name: string;
  variation: string;
}

const uam = apiPrefixes.userAccountManagement;

export const experimentEndpoints = {
  userExperiment: dashboard({
    method: 'POST',
    path: `${uam}/v1/user-experiment`,
    readsOnly: true,
    body: userExperimentRequestSchema,
    ...enveloped(userExperimentResultSchema),
    errorDialog: 'logOnly',
  }),
  /**
   * Not in the spec: `userExperiment` for several experiments in one request, answered in the
   * order asked, each as the single call would answer it.
   */
  userExperiments: dashboard({
    method: 'POST',
    path: `${uam}/v1/user-experiments`,
    readsOnly: true,
    body: userExperimentsRequestSchema,
    ...enveloped(v.array(userExperimentResultSchema)),
    errorDialog: 'logOnly',
  }),
} as const satisfies Record<string, EndpointDefinition>;
