import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isCancelledSubscription } from '../src/account/domain';
import type { Subscription } from '../src/platform/api/contract';
import type { HostIsland } from '../src/platform/ssr/pageState';
import type { CancelFormValues, StatutoryCancelView } from '../src/shell/statutory-cancel/rules';
import { auth, queryRows, sessionFor } from './test/harness';
import { myAccount, okEnvelope, setUpTestServer } from './test/setup';

/** The statutory cancellation page (§ 312k BGB, issue #24): /cancel/ on the German site. */

const server = setUpTestServer({ trustProxy: true });
const de = 'de.localhost';
let address = 0;
/** Each test is its own visitor (the page is limited per address). */
const newVisitor = () => `10.24.0.${++address}`;

const valid: CancelFormValues = {
  name: 'Max Beispiel',
  email: 'max.beispiel@example.com',
  contract: 'Pro-Abo',
  kind: 'ordinary',
  reason: '',
  timing: 'nextPossible',
  date: '',
};

function post(
  fields: Partial<CancelFormValues>,
  { host = de, visitor = newVisitor(), headers = {} as Record<string, string> } = {},
) {
  return server.request('/cancel/', {
    host,
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': visitor,
      ...headers,
    },
    body: new URLSearchParams({ ...valid, ...fields }).toString(),
  });
}

/** The page's island (the form or the receipt), as the page carries it for its render. */
async function islandOf(response: Response): Promise<StatutoryCancelView> {
  const html = await response.text();
  const json = /<script type="application\/json" id="host-island">(.*?)<\/script>/s.exec(html)?.[1];
  expect(json, html.slice(0, 500)).toBeDefined();
  const island = JSON.parse(json ?? '{}') as HostIsland;
  expect(island.kind).toBe('statutoryCancel');
  return island.page as StatutoryCancelView;
}

/** A German member's subscriptions as their dashboard lists them. */
const subscriptionsOf = async (secureId: string) =>
  (
    await okEnvelope<Subscription[]>(
      server.request(`${myAccount}/subscription/`, { host: de, headers: auth(secureId) }),
    )
  ).result;

const requestsFor = (email: string) =>
  queryRows<{ outcome: string; member_id: number | null; subscription_id: number | null }>(
    server,
    `SELECT outcome, member_id, subscription_id FROM cancellation_requests WHERE email = '${email}' ORDER BY id`,
  );

const mailsTo = (email: string) =>
  readdirSync(server.config.outboxDir)
    .filter((file) => file.endsWith(`-${email}.txt`))
    .map((file) => readFileSync(path.join(server.config.outboxDir, file), 'utf8'));

describe('the page', () => {
  it('is served on the German site to a guest, in German, as the site configuration names it', async () => {
    const config = await (
      await server.request('/api/foundation/site-configuration/v1/values?countryCode=DE', {
        host: de,
      })
    ).text();
    expect(config).toMatch(/"cancel":"[^"]*\/cancel\/"/);

    const response = await server.request('/cancel/', { host: de });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.clone().text();
    expect(html).toContain('<html lang="de-DE" data-country="DE">');
    expect(html).toContain('<title>Vertrag kündigen | Vertragswerk</title>');
    expect(await islandOf(response)).toEqual({
      view: 'form',
      values: { ...valid, name: '', email: '', contract: '' },
      errors: {},
    });
  });

  it('sends other brands, which link no such page, to My Account', async () => {
    for (const host of ['main.localhost', 'contracts.localhost', 'fr.localhost']) {
      const get = await server.request('/cancel/', { host, redirect: 'manual' });
      expect(get.status, host).toBe(303);
      expect(get.headers.get('location')).toBe('/my-account/cancel');
      const sent = await post({}, { host });
      expect(sent.status, host).toBe(303);
    }
    const bare = await server.request('/cancel', { host: de, redirect: 'manual' });
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/cancel/');
  });
});

describe('a cancellation', () => {
  it('with mistakes comes back with translated field errors and what was typed', async () => {
    const response = await post({ email: 'max.beispiel@', kind: 'extraordinary', reason: ' ' });
    expect(response.status).toBe(400);
    expect(await islandOf(response)).toEqual({
      view: 'form',
      values: { ...valid, email: 'max.beispiel@', kind: 'extraordinary', reason: ' ' },
      errors: { email: 'emailInvalid', reason: 'reasonRequired' },
    });
    const past = await islandOf(await post({ timing: 'onDate', date: '2020-01-01' }));
    expect(past).toMatchObject({ errors: { date: 'datePast' } });
    expect(await requestsFor('max.beispiel@example.com')).toEqual([]);
  });

  it("of a member's renewing plan cancels it as the dashboard does, and confirms by email", async () => {
    const member = await sessionFor(server, 'max.beispiel@example.com', 'de-legal');
    const [before] = await subscriptionsOf(member);
    expect(before?.nextChargeDate).toBeTruthy();

    // An extraordinary cancellation is weighed by a person: recorded, nothing changes yet.
    const extraordinary = await post({ kind: 'extraordinary', reason: 'Umzug ins Ausland' });
    expect(extraordinary.status).toBe(200);
    expect(await subscriptionsOf(member)).toEqual([before]);

    const response = await post({ email: ' Max.Beispiel@Example.com ' });
    expect(response.status).toBe(200);
    const receipt = await islandOf(response);
    expect(receipt).toMatchObject({
      view: 'received',
      receipt: {
        reference: expect.stringMatching(/^K-[A-Z2-9]{4}-[A-Z2-9]{4}$/),
        email: 'max.beispiel@example.com',
        contract: 'Pro-Abo',
        kind: 'ordinary',
        timing: 'nextPossible',
      },
    });

    const [after] = await subscriptionsOf(member);
    expect(after).toMatchObject({ nextChargeDate: null, expiryDate: before?.nextChargeDate });
    expect(after && isCancelledSubscription(after)).toBe(true);
    expect(await requestsFor('max.beispiel@example.com')).toEqual([
      { outcome: 'manual', member_id: expect.any(Number), subscription_id: null },
      {
        outcome: 'cancelled',
        member_id: expect.any(Number),
        subscription_id: after?.subscriptionId,
      },
    ]);
    const mails = mailsTo('max.beispiel@example.com');
    expect(mails).toHaveLength(2);
    expect(mails.join('\n')).toContain('Subject: Ihre Kündigung bei Vertragswerk (K-');
    expect(mails.join('\n')).toContain('Ihr Vertrag „Pro-Abo für 1 Jahr“ ist gekündigt');
  });

  it('from anyone else is recorded for a person, with the same confirmation on screen', async () => {
    const stranger = 'niemand@example.com';
    const response = await post({ name: 'Nie Mand', email: stranger });
    expect(response.status).toBe(200);
    const page = await islandOf(response);
    expect(page.view).toBe('received');
    expect(Object.keys(page.view === 'received' ? page.receipt : {}).sort()).toEqual([
      'contract',
      'date',
      'email',
      'kind',
      'name',
      'reason',
      'receivedAt',
      'reference',
      'timing',
    ]);
    expect(await requestsFor(stranger)).toEqual([
      { outcome: 'manual', member_id: null, subscription_id: null },
    ]);
    expect(mailsTo(stranger)[0]).toContain('Wir bearbeiten Ihre Kündigung');
  });

  it('is refused from a foreign page (CSRF), as every other form post', async () => {
    const foreign = await post(
      { email: 'csrf@example.com' },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(foreign.status).toBe(403);
    const crossSite = await post(
      { email: 'csrf@example.com' },
      { headers: { 'sec-fetch-site': 'cross-site' } },
    );
    expect(crossSite.status).toBe(403);
    const own = await post(
      { email: 'csrf@example.com' },
      { headers: { origin: server.config.publicOrigins['de-legal'] } },
    );
    expect(own.status).toBe(200);
    expect(await requestsFor('csrf@example.com')).toHaveLength(1);
  });

  it('is limited per visitor and per address given, keeping what was typed', async () => {
    const visitor = newVisitor();
    for (let i = 0; i < 10; i += 1) {
      const sent = await post({ email: `burst${i}@example.com` }, { visitor });
      expect(sent.status).toBe(i < 10 ? 200 : 429);
    }
    const refused = await post({ email: 'burst-more@example.com' }, { visitor });
    expect(refused.status).toBe(429);
    expect(await islandOf(refused)).toMatchObject({
      view: 'form',
      formError: 'tooMany',
      values: { email: 'burst-more@example.com' },
    });
    expect(await requestsFor('burst-more@example.com')).toEqual([]);

    // One address given, from many visitors: five in the window.
    const statuses = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await post({ email: 'same@example.com' })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
