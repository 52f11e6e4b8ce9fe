import { describe, expect, it } from 'vitest';
import { createMessageBus } from '../messages/bus';
import { platformMessages } from '../messages/platform';
import { createFakeServer, createTestStore, ok } from '../state/testing';
import { signInAtom, signOutAtom } from './atoms';
import { licenseProductAtom, loadPageLicensesAtom, pageLicensesAtom } from './userLicenses';

const path = 'GET /api/foundation/user-account-management/v1/user-licenses';
const signIn = (secureId: string) => ({
  secureId,
  otherHosts: [],
  username: `${secureId}@example.test`,
  loginIdHash: `login-${secureId}`,
  hasFreeAccount: false,
  hasPassword: true,
});

function setUp() {
  const server = createFakeServer({
    [path]: (call) =>
      ok(
        call.authorization === 'secure_id first'
          ? [{ productCode: 'WILL', countryCode: 'US' }]
          : [],
      ),
  });
  return { server, ...createTestStore(server) };
}

describe('page licences (page-shell §3 User license, §7 user-licenses)', () => {
  it('asks for the page product in the site country once a member is signed in, from the 24-hour cache after that', async () => {
    const { server, store } = setUp();
    store.set(licenseProductAtom, 'WILL');
    await store.set(loadPageLicensesAtom);
    expect(server.calls).toHaveLength(0);
    store.set(signInAtom, signIn('first'));
    await store.set(loadPageLicensesAtom);
    expect(server.calls[0]?.search).toBe('?productCode=WILL&countryCode=US');
    expect(store.get(pageLicensesAtom)).toEqual([{ productCode: 'WILL', countryCode: 'US' }]);
    await store.set(loadPageLicensesAtom);
    expect(server.calls).toHaveLength(1);
  });

  it('asks nothing on a page without a product', async () => {
    const { server, store } = setUp();
    store.set(signInAtom, signIn('first'));
    await store.set(loadPageLicensesAtom);
    expect(server.calls).toHaveLength(0);
    expect(store.get(pageLicensesAtom)).toEqual([]);
  });

  it('forgets them at sign-out and asks again for the next member (the cache is cleared)', async () => {
    const { server, store } = setUp();
    store.set(licenseProductAtom, 'WILL');
    store.set(signInAtom, signIn('first'));
    await store.set(loadPageLicensesAtom);
    store.set(signOutAtom);
    expect(store.get(pageLicensesAtom)).toEqual([]);
    store.set(signInAtom, signIn('second'));
    expect(store.get(pageLicensesAtom)).toEqual([]);
    await store.set(loadPageLicensesAtom);
    expect(server.calls.map((call) => call.authorization)).toEqual([
      'secure_id first',
      'secure_id second',
    ]);
    expect(store.get(pageLicensesAtom)).toEqual([]);
  });

  it('are part of the user snapshot host pages get, without the secure id', async () => {
    const { store } = setUp();
    store.set(licenseProductAtom, 'WILL');
    store.set(signInAtom, signIn('first'));
    await store.set(loadPageLicensesAtom);
    const replies: unknown[] = [];
    await createMessageBus()
      .register(platformMessages)
      .handle(store, { type: 'get-user', payload: undefined }, (_subject, value) =>
        replies.push(value),
      );
    expect(replies[0]).toMatchObject({
      isSignedIn: true,
      licenses: [{ productCode: 'WILL', countryCode: 'US' }],
    });
    expect(JSON.stringify(replies[0])).not.toContain('"secureId"');
  });
});
