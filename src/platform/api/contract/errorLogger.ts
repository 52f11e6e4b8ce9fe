/**
 * The error logger's own calls (account-dashboard §7): the report it posts and the list of
 * error types it ignores. Served by server/routes/platform.ts and site.ts.
 */
import * as v from 'valibot';
import { dashboard, type EndpointDefinition } from './blocks';

/** The error-logger form body (account-dashboard §7). Caps are applied by the logger. */
export const errorReportSchema = v.object({
  description: v.string(),
  url: v.string(),
  line: v.string(),
  parentUrl: v.string(),
  userAgent: v.string(),
  stackTrace: v.pipe(v.string(), v.maxLength(8192)),
});
export type ErrorReport = v.InferOutput<typeof errorReportSchema>;

export const errorLoggerEndpoints = {
  /** Sent by the error logger itself (form body), never through the API client. */
  errorLogger: dashboard({
    method: 'POST',
    path: '/api/foundation/error-logger/v1/errors/',
    body: errorReportSchema,
    bodyType: 'form',
    response: v.unknown(),
    envelope: 'none',
    errorDialog: 'suppress',
    redirectWhenSignedOut: false,
  }),
  /** One pattern per line. */
  ignoredErrorTypes: dashboard({
    method: 'GET',
    path: '/common/ignoredErrorTypes.txt',
    response: v.string(),
    envelope: 'none',
    responseType: 'text',
    errorDialog: 'suppress',
    redirectWhenSignedOut: false,
  }),
} as const satisfies Record<string, EndpointDefinition>;
