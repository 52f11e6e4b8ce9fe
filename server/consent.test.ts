import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { auth, expectEnvelopeFailure, json, queryRows, sessionFor } from './test/harness';
import { okEnvelope, setUpTestServer, uam } from './test/setup';

describe('proof of consent (consent records)', () => {
  const server = setUpTestServer();
  const proof = (overrides: Record<string, unknown> = {}) => ({
    consentId: randomUUID(),
    policyRevision: '2026-03',
    globalPrivacyControl: true,
    countryCode: 'DE',
    ...overrides,
  });
  const save = (body: unknown, headers: Record<string, string> = {}, host = 'de.localhost') =>
    server.request(`${uam}/v2/cookie-preferences`, { ...json('POST', body, headers), host });
  const recordsOf = (consentId: string) =>
    queryRows(
      server,
      `SELECT consent_id, performance, marketing, policy_revision, global_privacy_control, brand,
              country_code, member_id, recorded_at FROM consent_records
       WHERE consent_id = '${consentId}' ORDER BY id`,
    );

  it('appends each saved choice with its proof, a guest’s too, with no personal data', async () => {
    const consent = proof();
    await okEnvelope(save({ performance: true, marketing: false, consent }));
    await okEnvelope(save({ performance: false, marketing: false, consent }));
    const records = await recordsOf(consent.consentId);
    expect(records).toMatchObject([
      {
        consent_id: consent.consentId,
        performance: true,
        marketing: false,
        policy_revision: '2026-03',
        global_privacy_control: true,
        brand: 'de-legal',
        country_code: 'DE',
        member_id: null,
      },
      { performance: false, marketing: false },
    ]);
    expect(Object.keys(records[0] ?? {})).not.toContain('ip');
  });

  it('names the member only when signed in', async () => {
    const secureId = await sessionFor(server, 'mia.beispiel@example.com', 'de-legal');
    const consent = proof({ globalPrivacyControl: false });
    await okEnvelope(save({ performance: true, marketing: true, consent }, auth(secureId)));
    const [record] = await recordsOf(consent.consentId);
    expect(record?.member_id).toEqual(expect.any(Number));
  });

  it('refuses a proof that is not one (no random id, no revision, a bad country)', async () => {
    for (const consent of [
      proof({ consentId: 'visitor@example.com' }),
      proof({ policyRevision: '' }),
      proof({ countryCode: 'Germany' }),
    ]) {
      await expectEnvelopeFailure(await save({ performance: true, marketing: true, consent }), 400);
    }
  });

  it('keeps records as written: no change, no deletion, and over a restart', async () => {
    const consent = proof();
    await okEnvelope(save({ performance: true, marketing: false, consent }));
    const where = `WHERE consent_id = '${consent.consentId}'`;
    await expect(
      queryRows(server, `UPDATE consent_records SET marketing = true ${where}`),
    ).rejects.toThrow();
    await expect(queryRows(server, `DELETE FROM consent_records ${where}`)).rejects.toThrow();
    await server.restart();
    expect(await recordsOf(consent.consentId)).toMatchObject([{ marketing: false }]);
  });

  it('forgets the member on its records when the account is deleted, keeping the record', async () => {
    const secureId = await sessionFor(server, 'max.beispiel@example.com', 'de-legal');
    const consent = proof();
    await okEnvelope(save({ performance: true, marketing: false, consent }, auth(secureId)));
    await queryRows(
      server,
      "DELETE FROM members WHERE brand = 'de-legal' AND email = 'max.beispiel@example.com'",
    );
    expect(await recordsOf(consent.consentId)).toMatchObject([
      { member_id: null, performance: true },
    ]);
  });
});
