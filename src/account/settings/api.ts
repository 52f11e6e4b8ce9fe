import type { ApiClient } from '../../platform/api/client';

/** GET the email-promotion preference (and the delegate flag). */
export function fetchEmailPreference(client: ApiClient, signal?: AbortSignal) {
  return client.call('getEmailPreference', { signal });
}

/** PUT the email-promotion preference (query emailOffer). */
export function saveEmailPreference(client: ApiClient, emailOffer: boolean) {
  return client.call('putEmailPreference', { query: { emailOffer } });
}

/** PUT a new account email, confirmed with the password (its error dialog is suppressed). */
export function changeAccountEmail(client: ApiClient, email: string, password: string) {
  return client.call('putAccountEmail', { body: { email, password } });
}
