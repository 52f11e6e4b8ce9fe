import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import type { ApiFailure } from '../../platform/api/client';
import { accountErrorLoggerAtom, reportAccountErrorAtom } from './errors';

describe("the dashboard's exception handler", () => {
  it('sends an error to the console and the logger; a failed call only to the console', () => {
    const store = createStore();
    const report = vi.fn(async () => 'sent' as const);
    store.set(accountErrorLoggerAtom, { report });
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => {});
    const routeError = new Error('route blew up');
    store.set(reportAccountErrorAtom, routeError, { description: 'My Account route error' });
    expect(report).toHaveBeenCalledWith(routeError, { description: 'My Account route error' });
    // The API client reported this failure when it happened (account-dashboard §8): once.
    const failure: ApiFailure = {
      kind: 'http',
      endpoint: 'userAuth',
      url: 'https://www.legal-docs.test/api/foundation/user-account-management/v1/user-auth',
      status: 500,
      message: null,
      errors: [],
      canceledByUnload: false,
    };
    store.set(reportAccountErrorAtom, failure, { description: 'My Account: user load failed' });
    expect(report).toHaveBeenCalledTimes(1);
    expect(console).toHaveBeenCalledTimes(2);
    console.mockRestore();
  });
});
