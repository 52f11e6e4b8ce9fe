import { describe, expect, it } from 'vitest';
import { userSessionAtom } from '../../platform/session/atoms';
import { createFakeServer, createTestStore, ok } from '../../platform/state/testing';
import {
  changeAccountEmailAtom,
  emailPreference,
  emailPreferenceSnapshotAtom,
  saveEmailPreferenceAtom,
} from './atoms';

const PREFERENCE = '/api/dashboards/my-account/v1/account/email-preference';
const ACCOUNT_EMAIL = '/api/foundation/user-account-management/v2/account/email';

const session = {
  isSignedIn: true,
  username: 'member@example.com',
  secureId: 'secure-1',
  loginId: 'login-1',
  accountCreationLink: '',
  hasFreeAccount: false,
  hasPassword: true,
};

function setup(answers: { put?: unknown; putEmail?: unknown } = {}) {
  const server = createFakeServer({
    [`GET ${PREFERENCE}`]: () => ok({ emailPromotions: true, isDelegate: false }),
    [`PUT ${PREFERENCE}`]: () => answers.put ?? ok(true),
    [`PUT ${ACCOUNT_EMAIL}`]: () => answers.putEmail ?? ok(true),
  });
  const { store } = createTestStore(server);
  store.set(userSessionAtom, session);
  return { server, store };
}

describe('saveEmailPreferenceAtom', () => {
  it('PUTs emailOffer and takes the new value locally, without a new GET', async () => {
    const { server, store } = setup();
    await store.get(emailPreference.value);
    const result = await store.set(saveEmailPreferenceAtom, false);
    expect(result.ok).toBe(true);
    expect(server.calls.at(-1)).toMatchObject({ method: 'PUT', search: '?emailOffer=false' });
    expect(await store.get(emailPreference.value)).toMatchObject({
      ok: true,
      data: { emailPromotions: false, isDelegate: false },
    });
    expect(server.log().filter((call) => call.startsWith('GET'))).toHaveLength(1);
  });

  it('keeps the loaded value when the save is refused', async () => {
    const { store } = setup({ put: { succeeded: false, result: null, errors: ['No'] } });
    await store.get(emailPreference.value);
    const result = await store.set(saveEmailPreferenceAtom, false);
    expect(result.ok).toBe(false);
    expect(await store.get(emailPreference.value)).toMatchObject({
      data: { emailPromotions: true },
    });
  });
});

describe('emailPreferenceSnapshotAtom', () => {
  it('is undefined until loaded, then keeps the previous result while a newer one settles', async () => {
    const { store } = setup();
    const seen: unknown[] = [];
    store.sub(emailPreferenceSnapshotAtom, () => seen.push(store.get(emailPreferenceSnapshotAtom)));
    expect(store.get(emailPreferenceSnapshotAtom)).toBeUndefined();
    await store.get(emailPreference.value);
    await Promise.resolve();
    const loaded = store.get(emailPreferenceSnapshotAtom);
    expect(loaded).toMatchObject({ ok: true, data: { emailPromotions: true } });
    await store.set(saveEmailPreferenceAtom, false);
    // Right after the local update the previous result is still shown, never `undefined`.
    expect(store.get(emailPreferenceSnapshotAtom)).toBeDefined();
    await store.get(emailPreference.value);
    await Promise.resolve();
    expect(store.get(emailPreferenceSnapshotAtom)).toMatchObject({
      data: { emailPromotions: false },
    });
    expect(seen).not.toContain(undefined);
  });
});

describe('changeAccountEmailAtom', () => {
  it('PUTs {email, password} and makes the new address the session username', async () => {
    const { server, store } = setup();
    const result = await store.set(changeAccountEmailAtom, {
      email: 'new@example.com',
      password: 'Demo-Pass-2026',
    });
    expect(result.ok).toBe(true);
    expect(server.calls.at(-1)).toMatchObject({
      method: 'PUT',
      path: ACCOUNT_EMAIL,
      body: { email: 'new@example.com', password: 'Demo-Pass-2026' },
    });
    expect(store.get(userSessionAtom)).toEqual({ ...session, username: 'new@example.com' });
  });

  it('leaves the session alone when the change is refused', async () => {
    const { store } = setup({
      putEmail: { status: 400, body: { succeeded: false, result: null, errors: ['Wrong'] } },
    });
    const result = await store.set(changeAccountEmailAtom, {
      email: 'new@example.com',
      password: 'wrong',
    });
    expect(result).toMatchObject({ ok: false, failure: { kind: 'http', status: 400 } });
    expect(store.get(userSessionAtom).username).toBe('member@example.com');
  });
});
