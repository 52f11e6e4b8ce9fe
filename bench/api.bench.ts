/**
 * The API client on a large subscriptions answer: what does one call cost once the bytes have
 * arrived, and how much of it is the valibot contract? `fetch` is an in-memory stub, so no
 * network time is measured. The rows below the client calls split a call into its parts.
 */
import * as v from 'valibot';
import { describe } from 'vitest';
import { createApiClient } from '../src/platform/api/client';
import { endpoints } from '../src/platform/api/contract';
import { members } from '../src/platform/fixtures';
import { bench } from './support';

/** The `several` member's subscriptions (one of every state) repeated `copies` times. */
function subscriptionsBody(copies: number): string {
  const subscriptions = Array.from({ length: copies }, (_, copy) =>
    members.several.subscriptions.map((s, i) => ({
      ...s,
      subscriptionId: s.subscriptionId + (copy * 100 + i) * 1000,
    })),
  ).flat();
  return JSON.stringify({ succeeded: true, result: subscriptions, errors: [] });
}

/** A client whose fetch answers every request with `body`, and which fails loudly on a log. */
function clientAnswering(body: string) {
  return createApiClient({
    baseUrl: 'http://bench.test',
    getSecureId: () => members.several.user.secureId,
    unloadTarget: null,
    navigate: () => {
      throw new Error('the bench client must not navigate');
    },
    logger: {
      error: (description) => {
        throw new Error(`the bench call failed: ${description}`);
      },
    },
    fetch: async () =>
      new Response(body, { status: 200, headers: { 'content-type': 'application/json' } }),
  });
}

const small = subscriptionsBody(1);
const large = subscriptionsBody(50);
const largeCount = members.several.subscriptions.length * 50;
const smallClient = clientAnswering(small);
const largeClient = clientAnswering(large);
const emptyClient = clientAnswering(JSON.stringify({ succeeded: true, result: [], errors: [] }));

/** One call; throws unless it parsed, so a failing contract cannot pass as a fast call. */
async function callSubscriptions(client: ReturnType<typeof createApiClient>, expected: number) {
  const result = await client.call('subscriptions');
  if (!result.ok || result.data.length !== expected) {
    throw new Error(`unexpected result: ${JSON.stringify(result).slice(0, 300)}`);
  }
}

const parsedLarge: unknown = JSON.parse(large);
const parsedLargeResult = (parsedLarge as { result: unknown }).result;

// Per call: client overhead (ky, headers, URL) versus JSON and schema work on 5 or 250 rows.
describe(`subscriptions call (${largeCount} = several ×50, ${(large.length / 1024).toFixed(0)} KiB)`, () => {
  bench('client.call, empty list (client overhead)', async () => {
    await callSubscriptions(emptyClient, 0);
  });
  bench(
    `client.call, ${members.several.subscriptions.length} subscriptions (several ×1)`,
    async () => {
      await callSubscriptions(smallClient, members.several.subscriptions.length);
    },
  );
  bench(`client.call, ${largeCount} subscriptions (several ×50)`, async () => {
    await callSubscriptions(largeClient, largeCount);
  });
  bench('part: JSON.parse of the large body', () => {
    JSON.parse(large);
  });
  bench('part: envelope schema on the large body', () => {
    if (!v.safeParse(endpoints.subscriptions.response, parsedLarge).success) {
      throw new Error('envelope schema rejected the body');
    }
  });
  bench('part: result schema on the large result', () => {
    if (!v.safeParse(endpoints.subscriptions.result, parsedLargeResult).success) {
      throw new Error('result schema rejected the result');
    }
  });
});
