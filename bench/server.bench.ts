/**
 * The reference server in-process (Hono on embedded PGlite, seeded with the fixtures): what
 * does a request cost without any network? The server starts once, at import, outside every
 * measured function; the bench runner runs no `beforeAll`/`afterAll`, so the last bench's
 * `teardown` closes it.
 */
import { describe } from 'vitest';
import { auth, demoPassword, json, signIn, startTestServer } from '../server/test/harness';
import { members } from '../src/platform/fixtures';
import { bench } from './support';

const server = await startTestServer();
const secureId = await signIn(server, members.several.user.username);

/** Reads the body and throws on an unexpected status, so an error page cannot pass as fast. */
async function expectStatus(response: Response, status: number): Promise<string> {
  const text = await response.text();
  if (response.status !== status) {
    throw new Error(`expected HTTP ${status}, got ${response.status}: ${text.slice(0, 300)}`);
  }
  return text;
}

// The sign-in route allows 30 attempts per address and 10 per account in 15 minutes, and every
// in-process request shares one address. Warm-up + iterations + the sign-in above stay under
// 30, spread over five accounts, so no attempt is answered by the rate limiter instead of scrypt.
const signInAccounts = [
  members.activeMonthly,
  members.activeYearly,
  members.several,
  members.library,
  members.cancelled,
].map((member) => member.user.username);
const signInWarmups = 2;
const signInIterations = 20;
let signIns = 0;

describe('reference server, in-process (main brand)', () => {
  // The dashboard's heaviest read: session lookup, a join over five subscriptions, JSON out.
  bench('GET subscriptions (signed-in `several`, 5 rows)', async () => {
    const text = await expectStatus(
      await server.request('/api/dashboards/my-account/v1/subscription/', {
        headers: auth(secureId),
      }),
      200,
    );
    if (!text.includes('"succeeded":true')) throw new Error(`not succeeded: ${text.slice(0, 300)}`);
  });

  // Every page load asks for it: query validation and a fixture lookup, no database.
  bench('GET site configuration values (US)', async () => {
    await expectStatus(
      await server.request('/api/foundation/site-configuration/v1/values?countryCode=US'),
      200,
    );
  });

  // Slow by design: scrypt (N=2^15, r=8, 32 MiB) per attempt, plus a session insert.
  bench(
    'POST sign-in (scrypt verify + new session)',
    async () => {
      const username = signInAccounts[signIns++ % signInAccounts.length] as string;
      const text = await expectStatus(
        await server.request(
          '/api/foundation/user-account-management/v2/session',
          json('POST', { userCredentials: { username, password: demoPassword } }),
        ),
        200,
      );
      if (!text.includes('"status":0')) throw new Error(`sign-in failed: ${text.slice(0, 300)}`);
    },
    {
      time: 0,
      iterations: signInIterations,
      warmupTime: 0,
      warmupIterations: signInWarmups,
      teardown: (_task, mode) => {
        // Not awaited by the runner; PGlite closes and the temporary directories go.
        if (mode === 'run') void server.close();
      },
    },
  );
});
