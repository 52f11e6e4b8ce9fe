import { beforeAll, describe, expect, it } from 'vitest';
import { isActiveSubscription, isCancelledSubscription } from '../src/account/domain';
import { endpoints, type PaymentMethod, type UpgradePath } from '../src/platform/api/contract';
import {
  auth,
  columnsContaining,
  demoPassword,
  expectEnvelopeFailure,
  json,
  queryRows,
  sessionCookieOf,
  sessionFor,
  signIn,
} from './test/harness';
import { myAccount, okEnvelope, setUpTestServer, subscriptionsOf, uam } from './test/setup';

/** Dashboard calls (account-dashboard §4, §7–8): what each does to the member's own data only. */

const tilesPath = `${endpoints.projectTiles.path}?has_started=true`;

const server = setUpTestServer();
const cardsOf = async (secureId: string, query = '') =>
  (
    await okEnvelope<PaymentMethod[]>(
      server.request(`${myAccount}/payment-method${query}`, { headers: auth(secureId) }),
    )
  ).result;
const upgradePathsOf = async (secureId: string) =>
  (
    await okEnvelope<UpgradePath[]>(
      server.request(`${myAccount}/upgrade-path`, { headers: auth(secureId) }),
    )
  ).result;
const only = <T>(list: readonly T[]): T => {
  expect(list).toHaveLength(1);
  return list[0] as T;
};

describe('cancel and reactivate (§4)', () => {
  it('cancels: access is kept until the paid period ends, no further charge, state cancelled', async () => {
    const id = await sessionFor(server, 'active-monthly@example.com');
    const before = only(await subscriptionsOf(server, id));
    expect(isActiveSubscription(before)).toBe(true);
    expect(before.nextChargeDate).toBeTruthy();

    const reply = await okEnvelope(
      server.request(
        `${myAccount}/subscription/cancel`,
        json('POST', before.subscriptionId, auth(id)),
      ),
    );
    expect(reply).toEqual({ succeeded: true, result: true, errors: [] });

    const after = only(await subscriptionsOf(server, id));
    expect(after).toMatchObject({
      nextChargeDate: null,
      expiryDate: before.nextChargeDate,
      isActive: before.isActive,
      isExpired: false,
    });
    expect(after.cancelledDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    expect(isCancelledSubscription(after)).toBe(true);
    expect(isActiveSubscription(after)).toBe(false);
    // A cancelled subscription is offered no upgrade.
    expect(await upgradePathsOf(id)).toEqual([]);

    // Reactivating restores the next charge on the date access would have ended.
    const reactivated = await okEnvelope(
      server.request(
        `${myAccount}/subscription/reactivate`,
        json('PUT', { subscriptionId: before.subscriptionId }, auth(id)),
      ),
    );
    expect(reactivated.result).toBe(true);
    const restored = only(await subscriptionsOf(server, id));
    expect(restored).toEqual(before);
    expect(isActiveSubscription(restored)).toBe(true);
    expect(await upgradePathsOf(id)).toHaveLength(1);
  });

  it('cancels with a reason: the reason and the trimmed free text are stored', async () => {
    const id = await sessionFor(server, 'initial-trial@example.com');
    const before = only(await subscriptionsOf(server, id));
    const reply = await okEnvelope(
      server.request(
        `${myAccount}/subscription/cancel-with-reason`,
        json(
          'POST',
          {
            subscriptionId: before.subscriptionId,
            reason: 'too_expensive',
            freeText: '  Found it cheaper.  ',
          },
          auth(id),
        ),
      ),
    );
    expect(reply.result).toBe(true);
    const after = only(await subscriptionsOf(server, id));
    expect(after).toMatchObject({ nextChargeDate: null, expiryDate: before.nextChargeDate });
    expect(isCancelledSubscription(after)).toBe(true);
    const [stored] = await queryRows<{ cancel_reason: string; cancel_free_text: string }>(
      server,
      `SELECT cancel_reason, cancel_free_text FROM subscriptions WHERE id = ${before.subscriptionId}`,
    );
    expect(stored).toEqual({
      cancel_reason: 'too_expensive',
      cancel_free_text: 'Found it cheaper.',
    });
  });

  it('leaves an expired or a non-renewing (library) subscription as it is on cancel and reactivate', async () => {
    for (const email of ['expired@example.com', 'library@example.com']) {
      const id = await sessionFor(server, email);
      const before = only(await subscriptionsOf(server, id));
      for (const [path, payload, method] of [
        ['cancel', before.subscriptionId, 'POST'],
        ['reactivate', { subscriptionId: before.subscriptionId }, 'PUT'],
      ] as const) {
        await okEnvelope(
          server.request(`${myAccount}/subscription/${path}`, json(method, payload, auth(id))),
        );
      }
      expect(only(await subscriptionsOf(server, id)), email).toEqual(before);
    }
  });
});

describe('upgrade paths and the order page (§2, §4)', () => {
  it('offers no upgrade to bundles, all-access or library subscriptions', async () => {
    for (const email of [
      'estate-bundle@example.com',
      'business-bundle@example.com',
      'all-access@example.com',
      'library@example.com',
    ]) {
      const id = await sessionFor(server, email);
      expect(await subscriptionsOf(server, id), email).toHaveLength(1);
      expect(await upgradePathsOf(id), email).toEqual([]);
    }
  });

  it('completes an offered upgrade on the order page: the subscription becomes all-access yearly', async () => {
    const id = await sessionFor(server, 'canada@example.com');
    const before = only(await subscriptionsOf(server, id));
    const path = only(await upgradePathsOf(id));
    expect(path.subscriptionId).toBe(before.subscriptionId);
    expect(path.upgradeDetails.buyOptionType).toBe('subscription_year_renew_all_access');
    const order = path.upgradeDetails.desktopOrderDetails;
    expect(new URL(order.orderUrl).pathname).toBe('/order/upgrade');
    expect(order.orderPostData.loc).toBe('CA');

    const post = (extra: Record<string, string> = {}) =>
      server.request(new URL(order.orderUrl).pathname, {
        method: 'POST',
        headers: sessionCookieOf(id),
        body: new URLSearchParams({
          ...order.orderPostData,
          upgradeSubscription: String(path.subscriptionId),
          products: 'ALLACCESS',
          ...extra,
        }),
      });
    // The dashboard's post shows the change and asks; nothing changes until it is confirmed.
    const confirmation = await post();
    expect(confirmation.status).toBe(200);
    const asked = await confirmation.text();
    expect(asked).toContain('Confirm your upgrade');
    expect(asked).toContain('<input type="hidden" name="confirm" value="true" />');
    expect(asked).toContain('All-Access subscription');
    expect(only(await subscriptionsOf(server, id))).toEqual(before);

    const page = await post({ confirm: 'true' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('Your upgrade is complete.');

    const after = only(await subscriptionsOf(server, id));
    expect(after).toMatchObject({
      originalBuyOptionName: 'subscription_year_renew_all_access',
      timeUnit: 'mm',
      timeBetweenCharging: 12,
    });
    expect(await upgradePathsOf(id)).toEqual([]);
    const orders = await queryRows<{ products: string; subscription_id: number }>(
      server,
      `SELECT products, subscription_id FROM orders WHERE subscription_id = ${before.subscriptionId}`,
    );
    expect(orders).toEqual([{ products: 'ALLACCESS', subscription_id: before.subscriptionId }]);
  });

  it('refuses an upgrade the member was not offered (a bundle) and a malformed one', async () => {
    const id = await sessionFor(server, 'real-estate-bundle@example.com');
    const before = only(await subscriptionsOf(server, id));
    const post = (upgradeSubscription: string) =>
      server.request('/order/upgrade', {
        method: 'POST',
        headers: sessionCookieOf(id),
        body: new URLSearchParams({ upgradeSubscription, products: 'ALLACCESS' }),
      });
    expect((await post(String(before.subscriptionId))).status).toBe(404);
    expect((await post('not-a-number')).status).toBe(400);
    expect((await post(String(2 ** 40))).status).toBe(400);
    expect(only(await subscriptionsOf(server, id))).toEqual(before);
  });

  it('needs the session cookie', async () => {
    const page = await server.request('/order/upgrade', {
      method: 'POST',
      body: new URLSearchParams({ upgradeSubscription: '1', products: 'ALLACCESS' }),
    });
    expect(page.status).toBe(401);
  });
});

describe('payment methods (§4, §5)', () => {
  let id: string;
  let cards: PaymentMethod[];
  const byType = (code: string) => {
    const card = cards.find((c) => c.cardTypeCode === code);
    if (!card) throw new Error(`no ${code} card`);
    return card;
  };
  beforeAll(async () => {
    id = await sessionFor(server, 'cards@example.com');
    cards = await cardsOf(id);
  });

  it('lists every card, and filters out expired ones with returnExpired=false', async () => {
    expect(cards.map((c) => c.cardTypeCode)).toEqual(['VI', 'MC', 'AX', 'PP']);
    expect(byType('MC').expired).toBe(true);
    expect(byType('AX').updateDisabled).toBe(true);
    expect((await cardsOf(id, '?returnExpired=false')).map((c) => c.cardTypeCode)).toEqual([
      'VI',
      'AX',
      'PP',
    ]);
    expect((await cardsOf(id, '?returnExpired=true')).map((c) => c.cardTypeCode)).toEqual([
      'VI',
      'MC',
      'AX',
      'PP',
    ]);
  });

  it('deletes a card by marking it no longer saved (result 1); returnOnlySaved then leaves it out', async () => {
    const reply = await okEnvelope(
      server.request(`${myAccount}/payment-method/${byType('MC').creditCardId}`, {
        method: 'DELETE',
        headers: auth(id),
      }),
    );
    expect(reply).toEqual({ succeeded: true, result: 1, errors: [] });
    const all = await cardsOf(id);
    expect(all.find((c) => c.cardTypeCode === 'MC')?.userSaved).toBe(false);
    expect((await cardsOf(id, '?returnOnlySaved=true')).map((c) => c.cardTypeCode)).toEqual([
      'VI',
      'AX',
      'PP',
    ]);
  });

  const update = (card: PaymentMethod, fields: Record<string, unknown>) =>
    server.request(
      `${myAccount}/payment-method/${card.creditCardId}`,
      json(
        'POST',
        {
          creditCardId: card.creditCardId,
          cardTypeCode: card.cardTypeCode,
          nameOnCard: 'Avery Sample',
          cvv: '123',
          expirationMonth: '10',
          expirationYear: '2030',
          ...fields,
        },
        auth(id),
      ),
    );

  it('stores only the last four digits and the brand of a new card number, never the number', async () => {
    const number = '5555 5555 5555 4444';
    const reply = await okEnvelope(
      update(byType('VI'), { cardNumber: number, nameOnCard: '  Avery Q Sample ' }),
    );
    expect(reply.result).toBe(true);
    const updated = (await cardsOf(id)).find((c) => c.creditCardId === byType('VI').creditCardId);
    expect(updated).toMatchObject({
      cardTypeCode: 'MC',
      last4Digits: '4444',
      cardLength: 16,
      nameOnCard: 'Avery Q Sample',
      expirationMonth: 10,
      expirationYear: 2030,
      expired: false,
      userSaved: true,
    });
    const digits = number.replace(/ /g, '');
    expect(await columnsContaining(server, digits)).toEqual([]);
    expect(await columnsContaining(server, digits.slice(0, 12))).toEqual([]);
    expect(await columnsContaining(server, number)).toEqual([]);
    // The scan does find what is stored: it is not blind.
    expect(await columnsContaining(server, 'Avery Q Sample')).toEqual([
      'payment_methods.name_on_card',
    ]);
  });

  it('refuses an invalid number, an expired date, a wrong-length security code and an update-disabled card', async () => {
    const visa = byType('VI');
    const [stored] = await queryRows(
      server,
      `SELECT * FROM payment_methods WHERE id = ${visa.creditCardId}`,
    );
    for (const fields of [
      { cardNumber: '4111 1111 1111 1112' },
      { cardNumber: '6011' },
      { cardNumber: 'abcd efgh' },
      { expirationMonth: '1', expirationYear: '2020' },
      { expirationMonth: '13', expirationYear: '2030' },
      { cvv: '12' },
      { cvv: '' },
      { cardNumber: '3782 822463 10005', cvv: '123' },
      { nameOnCard: '   ' },
    ]) {
      await expectEnvelopeFailure(await update(visa, fields), 400);
    }
    await expectEnvelopeFailure(await update(byType('AX'), { cvv: '1234' }), 400);
    const [unchanged] = await queryRows(
      server,
      `SELECT * FROM payment_methods WHERE id = ${visa.creditCardId}`,
    );
    expect(unchanged).toEqual(stored);
  });

  it('refuses a body whose creditCardId names another card than the path', async () => {
    const visa = byType('VI');
    const other = byType('PP');
    const response = await server.request(
      `${myAccount}/payment-method/${visa.creditCardId}`,
      json(
        'POST',
        {
          creditCardId: other.creditCardId,
          cardTypeCode: 'VI',
          nameOnCard: 'X',
          cvv: '123',
          expirationMonth: 1,
          expirationYear: 2031,
        },
        auth(id),
      ),
    );
    expect([400, 404]).toContain(response.status);
  });
});

describe('email preference and account email (§7)', () => {
  it('reads and writes the promotions preference, and reports a delegate', async () => {
    const id = await sessionFor(server, 'delegate@example.com');
    const read = async () =>
      (
        await okEnvelope<{ emailPromotions: boolean; isDelegate: boolean }>(
          server.request(`${myAccount}/account/email-preference`, { headers: auth(id) }),
        )
      ).result;
    expect(await read()).toEqual({ emailPromotions: true, isDelegate: true });
    await okEnvelope(
      server.request(`${myAccount}/account/email-preference?emailOffer=false`, {
        method: 'PUT',
        headers: auth(id),
      }),
    );
    expect(await read()).toEqual({ emailPromotions: false, isDelegate: true });
    await okEnvelope(
      server.request(`${myAccount}/account/email-preference?emailOffer=true`, {
        method: 'PUT',
        headers: auth(id),
      }),
    );
    expect(await read()).toEqual({ emailPromotions: true, isDelegate: true });
    const other = await sessionFor(server, 'no-subscriptions@example.com');
    expect(
      (
        await okEnvelope(
          server.request(`${myAccount}/account/email-preference`, { headers: auth(other) }),
        )
      ).result,
    ).toEqual({ emailPromotions: false, isDelegate: false });
  });

  it('changes the sign-in email only with the current password; a taken address answers 409', async () => {
    const id = await sessionFor(server, 'quarterly@example.com');
    const change = (email: string, password: string) =>
      server.request(`${uam}/v2/account/email`, json('PUT', { email, password }, auth(id)));
    const emailOf = async () =>
      (
        await queryRows<{ email: string }>(
          server,
          `SELECT email FROM members WHERE email LIKE 'quarterly%'`,
        )
      ).map((r) => r.email);

    await expectEnvelopeFailure(await change('quarterly.new@example.com', 'wrong-password'), 400);
    await expectEnvelopeFailure(await change('not an email', demoPassword), 400);
    await expectEnvelopeFailure(await change('legal-advice@example.com', demoPassword), 409);
    await expectEnvelopeFailure(await change('LEGAL-ADVICE@example.com', demoPassword), 409);
    expect(await emailOf()).toEqual(['quarterly@example.com']);

    expect((await okEnvelope(change('Quarterly.New@Example.com', demoPassword))).result).toBe(true);
    expect(await emailOf()).toEqual(['quarterly.new@example.com']);
    expect(await signIn(server, 'quarterly.new@example.com')).toBeTruthy();
  });

  it('refuses a member without a password (a delegate) whatever it sends', async () => {
    const id = await sessionFor(server, 'delegate@example.com');
    await expectEnvelopeFailure(
      await server.request(
        `${uam}/v2/account/email`,
        json('PUT', { email: 'd2@example.com', password: '' }, auth(id)),
      ),
      400,
    );
  });
});

describe('licenses and project tiles (§7)', () => {
  it('lists the member’s own licenses', async () => {
    const id = await sessionFor(server, 'active-yearly@example.com');
    const licenses = (
      await okEnvelope<{ productCode: string }[]>(
        server.request(`${myAccount}/license`, { headers: auth(id) }),
      )
    ).result;
    expect(licenses.map((l) => l.productCode)).toEqual(['LASTWILL', 'LEASE']);
  });

  it('answers the spec’s "no dashboards" failure for a member without tiles, and the tiles otherwise', async () => {
    const none = await sessionFor(server, 'no-subscriptions@example.com');
    const empty = await server.request(tilesPath, { headers: auth(none) });
    expect(empty.status).toBe(200);
    expect(await empty.json()).toEqual({
      succeeded: false,
      result: null,
      errors: ['Could not find any dashboards for secureId'],
    });
    const some = await sessionFor(server, 'business-bundle@example.com');
    expect((await okEnvelope(server.request(tilesPath, { headers: auth(some) }))).result).toEqual([
      { title: 'Business formation', href: '/business-dashboard/' },
    ]);
  });
});

describe('another member’s ids (§6: a member sees only its own data)', () => {
  it('answers 404 for member B’s subscription and card ids sent with member A’s secure id, and B’s data stays as it was', async () => {
    const a = await sessionFor(server, 'legal-club@example.com');
    const b = await sessionFor(server, 'legal-advice@example.com');
    const bSubscriptions = await subscriptionsOf(server, b);
    const bCards = await cardsOf(b);
    const [bRows] = await queryRows(server, `SELECT count(*)::int AS n FROM orders`);
    const bSubscription = only(bSubscriptions);
    const bCard = only(bCards);

    const attempts: [string, RequestInit][] = [
      [`${myAccount}/subscription/cancel`, json('POST', bSubscription.subscriptionId, auth(a))],
      [
        `${myAccount}/subscription/cancel-with-reason`,
        json(
          'POST',
          { subscriptionId: bSubscription.subscriptionId, reason: 'x', freeText: 'y' },
          auth(a),
        ),
      ],
      [
        `${myAccount}/subscription/reactivate`,
        json('PUT', { subscriptionId: bSubscription.subscriptionId }, auth(a)),
      ],
      [`${myAccount}/payment-method/${bCard.creditCardId}`, { method: 'DELETE', headers: auth(a) }],
      [
        `${myAccount}/payment-method/${bCard.creditCardId}`,
        json(
          'POST',
          {
            creditCardId: bCard.creditCardId,
            cardNumber: '4242424242424242',
            cardTypeCode: 'VI',
            nameOnCard: 'Mallory',
            cvv: '123',
            expirationMonth: 1,
            expirationYear: 2031,
          },
          auth(a),
        ),
      ],
    ];
    for (const [path, init] of attempts) {
      await expectEnvelopeFailure(await server.request(path, init), 404);
    }
    const orderPage = await server.request('/order/upgrade', {
      method: 'POST',
      headers: sessionCookieOf(a),
      body: new URLSearchParams({
        upgradeSubscription: String(bSubscription.subscriptionId),
        products: 'ALLACCESS',
      }),
    });
    expect(orderPage.status).toBe(404);

    expect(await subscriptionsOf(server, b)).toEqual(bSubscriptions);
    expect(await cardsOf(b)).toEqual(bCards);
    expect((await queryRows(server, `SELECT count(*)::int AS n FROM orders`))[0]).toEqual(bRows);
    // A's own lists never show B's records.
    expect((await subscriptionsOf(server, a)).map((s) => s.subscriptionId)).not.toContain(
      bSubscription.subscriptionId,
    );
    expect((await cardsOf(a)).map((c) => c.creditCardId)).not.toContain(bCard.creditCardId);
  });
});

describe('brand isolation (a session belongs to its brand’s hosts)', () => {
  it('rejects a secure id from one brand host on another, both ways', async () => {
    const main = await sessionFor(server, 'active-yearly@example.com');
    const french = await sessionFor(server, 'camille.exemple@example.com', 'fr-legal');
    expect((await subscriptionsOf(server, main)).length).toBe(1);
    const on = (host: string, secureId: string, path = `${myAccount}/subscription/`) =>
      server.request(path, { host, headers: auth(secureId) });

    expect((await on('fr.localhost', french)).status).toBe(200);
    for (const host of ['fr.localhost', 'de.localhost', 'contracts.localhost']) {
      await expectEnvelopeFailure(await on(host, main), 401);
      await expectEnvelopeFailure(
        await on(host, main, `${myAccount}/account/email-preference`),
        401,
      );
    }
    await expectEnvelopeFailure(await on('main.localhost', french), 401);
    // Hosts of the same brand share sessions.
    expect((await on('localhost', main)).status).toBe(200);

    const restore = await server.request(`${uam}/v1/user-auth`, {
      method: 'POST',
      host: 'de.localhost',
      headers: auth(main),
    });
    expect((await restore.json()).result.isSignedIn).toBe(false);
    // Another brand's secure-session opens nothing for a member without an account there.
    const elsewhere = await server.request(`${uam}/v2/secure-session`, {
      ...json('POST', { secureID: main }),
      host: 'fr.localhost',
    });
    expect(await elsewhere.json()).toMatchObject({ succeeded: true, result: false });
    expect(elsewhere.headers.get('set-cookie')).toBeNull();
  });

  it('keeps members apart by brand: the same address may exist on two brands', async () => {
    const onContracts = await sessionFor(server, 'active-yearly@example.com', 'legal-contracts');
    const onMain = await sessionFor(server, 'active-yearly@example.com');
    const contractsSubs = await (
      await server.request(`${myAccount}/subscription/`, {
        host: 'contracts.localhost',
        headers: auth(onContracts),
      })
    ).json();
    const mainSubs = await subscriptionsOf(server, onMain);
    expect(contractsSubs.result).toHaveLength(1);
    expect(contractsSubs.result[0].subscriptionId).not.toBe(mainSubs[0]?.subscriptionId);
  });
});
