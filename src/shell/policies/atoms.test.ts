import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient, ApiResult } from '../../platform/api/client';
import { siteContextAtom } from '../../platform/site/atoms';
import { apiClientAtom } from '../../platform/state/atoms';
import {
  loadPolicyAtom,
  openPolicyDialogAtom,
  policyStateKey,
  policyStatesAtom,
  requestedPolicyKindsAtom,
  showPolicyDialogAtom,
} from './atoms';
import { PolicyKind } from './rules';

function storeAnswering(...answers: ApiResult<string>[]) {
  const call = vi.fn(async () => answers.shift() ?? answers.at(-1));
  const store = createStore();
  store.set(apiClientAtom, { call } as unknown as ApiClient);
  store.set(siteContextAtom, { brand: 'fr-legal', country: 'FR', locale: 'fr-FR' });
  return { store, call };
}

const ok = (html: string): ApiResult<string> => ({ ok: true, data: html, status: 200 });
const failure = (status: number): ApiResult<string> => ({
  ok: false,
  failure: {
    kind: status === 401 ? 'signedOut' : 'http',
    endpoint: 'policy',
    url: '/x',
    status,
    message: null,
    errors: [],
    canceledByUnload: false,
  },
});

afterEach(() => vi.restoreAllMocks());

describe('showPolicyDialogAtom (page-shell §2)', () => {
  it('opens a kind and remembers every kind requested', () => {
    const store = createStore();
    store.set(showPolicyDialogAtom, { kind: PolicyKind.Terms });
    store.set(showPolicyDialogAtom, { kind: PolicyKind.PrivacyPolicy, locale: 'en-CA' });
    expect(store.get(openPolicyDialogAtom)).toEqual({ kind: 'PRIVACYPOLICY', locale: 'en-CA' });
    expect([...store.get(requestedPolicyKindsAtom)]).toEqual(['TERMS', 'PRIVACYPOLICY']);
  });
});

describe('loadPolicyAtom (page-shell §7, §8)', () => {
  it('asks for the brand and document of the kind and keeps the HTML', async () => {
    const { store, call } = storeAnswering(ok('<p>Mentions</p>'));
    const load = store.set(loadPolicyAtom, { kind: PolicyKind.LegalNotice, locale: 'fr-FR' });
    const key = policyStateKey(PolicyKind.LegalNotice, 'fr-FR');
    expect(store.get(policyStatesAtom)[key]).toEqual({ status: 'loading' });
    await load;
    expect(call).toHaveBeenCalledWith('policy', {
      params: { brand: 'fr-legal', document: 'legal_notice_fr_FR' },
    });
    expect(store.get(policyStatesAtom)[key]).toEqual({ status: 'loaded', html: '<p>Mentions</p>' });
  });

  it('does not fetch a loaded document again', async () => {
    const { store, call } = storeAnswering(ok('<p>x</p>'));
    await store.set(loadPolicyAtom, { kind: PolicyKind.Terms, locale: 'fr-FR' });
    await store.set(loadPolicyAtom, { kind: PolicyKind.Terms, locale: 'fr-FR' });
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('logs "Failed fetching {policy type}" and fails; a retry fetches again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { store, call } = storeAnswering(failure(404), ok('<p>back</p>'));
    const key = policyStateKey(PolicyKind.CookiePolicy, 'fr-FR');
    await store.set(loadPolicyAtom, { kind: PolicyKind.CookiePolicy, locale: 'fr-FR' });
    expect(error).toHaveBeenCalledWith('Failed fetching Cookie Policy');
    expect(store.get(policyStatesAtom)[key]).toEqual({ status: 'failed' });
    await store.set(loadPolicyAtom, { kind: PolicyKind.CookiePolicy, locale: 'fr-FR' });
    expect(call).toHaveBeenCalledTimes(2);
    expect(store.get(policyStatesAtom)[key]).toEqual({ status: 'loaded', html: '<p>back</p>' });
  });

  it('treats an empty 200 as a failure (empty content would load for ever)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { store } = storeAnswering(ok('  '));
    await store.set(loadPolicyAtom, { kind: PolicyKind.Disclaimer, locale: 'fr-FR' });
    expect(store.get(policyStatesAtom)[policyStateKey(PolicyKind.Disclaimer, 'fr-FR')]).toEqual({
      status: 'failed',
    });
  });

  it('hands a 401 on as a rejection with status 401 (expired session, page-shell §8)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { store } = storeAnswering(failure(401));
    await expect(
      store.set(loadPolicyAtom, { kind: PolicyKind.Terms, locale: 'fr-FR' }),
    ).rejects.toMatchObject({ status: 401 });
    expect(store.get(policyStatesAtom)[policyStateKey(PolicyKind.Terms, 'fr-FR')]).toEqual({
      status: 'failed',
    });
  });

  it('fails without a call when a URL part is empty (page-shell §5)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { store, call } = storeAnswering(ok('<p>x</p>'));
    await store.set(loadPolicyAtom, { kind: PolicyKind.Terms, locale: '' });
    expect(call).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith('Policy URL: locale must not be empty');
    expect(store.get(policyStatesAtom)[policyStateKey(PolicyKind.Terms, '')]).toEqual({
      status: 'failed',
    });
  });
});
