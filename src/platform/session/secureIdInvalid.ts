/**
 * Query parameter that opens the signed-out dialog (page-shell §2). The shell reads it; the
 * dashboard's way back after signing in drops it, so it lives below both.
 */
export const SECURE_ID_INVALID_PARAM = 'SecureIDInvalid';
