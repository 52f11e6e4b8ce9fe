import { atom } from 'jotai';
import { apiClientAtom } from '../../platform/state/atoms';
import { accountResource } from '../shared';
import { changeAccountEmail, fetchEmailPreference, saveEmailPreference } from './api';

/** The email-promotion preference and the delegate flag. */
export const emailPreference = accountResource('emailPreference', (get, signal) =>
  fetchEmailPreference(get(apiClientAtom), signal),
);

/** Saves the preference; on success the loaded value takes it without a reload. */
export const saveEmailPreferenceAtom = atom(null, async (get, set, emailPromotions: boolean) => {
  const result = await saveEmailPreference(get(apiClientAtom), emailPromotions);
  if (result.ok) set(emailPreference.update, (current) => ({ ...current, emailPromotions }));
  return result;
});

/** Changes the account email; the caller shows its own error message. */
export const changeAccountEmailAtom = atom(
  null,
  (get, _set, change: { email: string; password: string }) =>
    changeAccountEmail(get(apiClientAtom), change.email, change.password),
);
