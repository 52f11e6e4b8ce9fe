import { atom } from 'jotai';
import { unwrap } from 'jotai/utils';
import type { EmailPreference } from '../../platform/api/contract';
import { userSessionAtom } from '../../platform/session/atoms';
import { apiClientAtom } from '../../platform/state/atoms';
import type { Loaded } from '../../platform/state/resource';
import { accountResource } from '../shared';

/** The email-promotion preference and the delegate flag. */
export const emailPreference = accountResource('emailPreference', (get, signal) =>
  get(apiClientAtom).call('getEmailPreference', { signal }),
);

const keepPrevious = (previous?: Loaded<EmailPreference>) => previous;

/**
 * The preference without suspending: `undefined` until the first load settles, then the last
 * settled result, kept while a newer one loads (a local update after a save, a reload). The
 * settings page reads this so a save never hides the switch the member is on behind a fallback.
 */
export const emailPreferenceSnapshotAtom = unwrap(emailPreference.value, keepPrevious);

/** Saves the preference; on success the loaded value takes it without a reload. */
export const saveEmailPreferenceAtom = atom(null, async (get, set, emailPromotions: boolean) => {
  const result = await get(apiClientAtom).call('putEmailPreference', {
    query: { emailOffer: emailPromotions },
  });
  if (result.ok) set(emailPreference.update, (current) => ({ ...current, emailPromotions }));
  return result;
});

/**
 * Changes the account email; the caller shows its own error message. On success the session's
 * username, which is the address the member signs in with (shown in the header and the
 * settings), becomes the new address.
 */
export const changeAccountEmailAtom = atom(
  null,
  async (get, set, change: { email: string; password: string }) => {
    const result = await get(apiClientAtom).call('putAccountEmail', {
      body: { email: change.email, password: change.password },
    });
    if (result.ok) set(userSessionAtom, { ...get(userSessionAtom), username: change.email });
    return result;
  },
);
