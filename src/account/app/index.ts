/** The dashboard as one app: what the /my-account/ entry and the full-page stories mount. */
export { ApiErrorAlerts, useApiErrorAlerts } from './useApiErrorAlerts';
