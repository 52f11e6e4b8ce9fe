import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../src/platform/api/contract';
import { auth, demoPassword, json, signIn } from './test/harness';
import { accountCreate, setUpTestServer, uam } from './test/setup';

const server = setUpTestServer();

const signInBody = (username: string, password: string) =>
  json('POST', { userCredentials: { username, password } });

describe('sign-in (page-shell §8 status codes)', () => {
  it('signs a demo member in on its brand host, sets an HttpOnly session cookie and never returns the password', async () => {
    const response = await server.request(`${uam}/v2/session`, {
      ...signInBody('camille.exemple@example.com', demoPassword),
      host: 'fr.localhost',
    });
    const body = await response.json();
    expect(body).toMatchObject({
      succeeded: true,
      status: 0,
      result: { username: 'camille.exemple@example.com', hasPassword: true },
    });
    expect(body.result.secureId).toMatch(/^[\w-]{20,}$/);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(JSON.stringify(body)).not.toContain(demoPassword);
  });

  it('does not know a member of one brand on another brand host (status 6, same as a wrong password)', async () => {
    const response = await server.request(`${uam}/v2/session`, {
      ...signInBody('camille.exemple@example.com', demoPassword),
      host: 'de.localhost',
    });
    expect(await response.json()).toMatchObject({ succeeded: false, status: 6 });
  });

  it('answers 1 for a malformed email and 2 for an empty password, with a translated description', async () => {
    const bad = await (
      await server.request(`${uam}/v2/session`, signInBody('not-an-email', 'x'))
    ).json();
    expect(bad).toMatchObject({
      status: 1,
      statusDescription: 'Please enter a valid email address.',
    });
    const empty = await (
      await server.request(`${uam}/v2/session`, {
        ...signInBody('library@example.com', ''),
        host: 'de.localhost',
      })
    ).json();
    expect(empty).toMatchObject({
      status: 2,
      statusDescription: 'Bitte geben Sie Ihr Passwort ein.',
    });
  });

  it('rejects a body that does not match the contract with 400 and the envelope errors', async () => {
    const response = await server.request(
      `${uam}/v2/session`,
      json('POST', { userCredentials: { username: 1 } }),
    );
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.succeeded).toBe(false);
    expect(body.errors.length).toBeGreaterThan(0);
    const notJson = await server.request(`${uam}/v2/session`, {
      method: 'POST',
      body: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
  });

  it('locks the account after five wrong passwords (status 3) until the password is reset', async () => {
    const user = 'legal-club@example.com';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      statuses.push(
        (
          await (
            await server.request(`${uam}/v2/session`, signInBody(user, 'wrong-password'))
          ).json()
        ).status,
      );
    }
    expect(statuses).toEqual([6, 6, 6, 6, 3]);
    // Even the right password is refused while locked.
    expect(
      (await (await server.request(`${uam}/v2/session`, signInBody(user, demoPassword))).json())
        .status,
    ).toBe(3);

    // Recovery writes an email with a reset link to the dev outbox.
    const recovery = await server.request(
      `${uam}/v2/account/password-recovery`,
      json('POST', { email: user }),
    );
    expect((await recovery.json()).status).toBe(0);
    const mails = readdirSync(server.config.outboxDir).filter((f) => f.includes('legal-club'));
    expect(mails).toHaveLength(1);
    const mail = readFileSync(path.join(server.config.outboxDir, mails[0] as string), 'utf8');
    const token = /token=([\w-]+)/.exec(mail)?.[1];
    expect(token).toBeTruthy();

    const reset = await server.request('/account/reset-password', {
      method: 'POST',
      body: new URLSearchParams({ token: token as string, password: 'A-new-pass-42' }),
    });
    expect(reset.status).toBe(200);
    expect(
      (await (await server.request(`${uam}/v2/session`, signInBody(user, 'A-new-pass-42'))).json())
        .status,
    ).toBe(0);
    // The token is spent.
    const again = await server.request('/account/reset-password', {
      method: 'POST',
      body: new URLSearchParams({ token: token as string, password: 'Another-pass-1' }),
    });
    expect(again.status).toBe(400);
  });

  it('answers password recovery the same for an unknown address (no account enumeration)', async () => {
    const body = await (
      await server.request(
        `${uam}/v2/account/password-recovery`,
        json('POST', { email: 'nobody@example.com' }),
      )
    ).json();
    expect(body.status).toBe(0);
    expect(readdirSync(server.config.outboxDir).some((f) => f.includes('nobody'))).toBe(false);
  });

  it('rate-limits sign-in attempts per account', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await server.request(
        `${uam}/v2/session`,
        signInBody('nobody-at-all@example.com', 'x'),
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('account creation', () => {
  it('creates an account, signs it in, and answers 5 when the address already exists', async () => {
    const payload = accountCreate('New.Member@Example.com', 'Secret-123');
    const created = await (await server.request(`${uam}/v2/account`, json('POST', payload))).json();
    expect(created).toMatchObject({ status: 0, result: { username: 'new.member@example.com' } });
    const again = await (await server.request(`${uam}/v2/account`, json('POST', payload))).json();
    expect(again.status).toBe(5);
    expect(
      await signIn(server, 'new.member@example.com', 'main.localhost', 'Secret-123'),
    ).toBeTruthy();
  });
});

describe('session restore and sign-out', () => {
  it('restores the session from the cookie after a reload, and ends it on sign-out', async () => {
    const response = await server.request(
      `${uam}/v2/session`,
      signInBody('active-monthly@example.com', demoPassword),
    );
    const { result } = await response.json();
    const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] as string;

    const restored = await (
      await server.request(`${uam}/v1/user-auth`, { method: 'POST', headers: { cookie } })
    ).json();
    expect(restored.result).toMatchObject({
      isSignedIn: true,
      secureId: result.secureId,
      username: 'active-monthly@example.com',
      hasPassword: true,
    });

    const out = await server.request(`${uam}/v2/session`, {
      method: 'DELETE',
      headers: { ...auth(result.secureId), cookie },
    });
    expect((await out.json()).status).toBe(0);
    const after = await (
      await server.request(`${uam}/v1/user-auth`, { method: 'POST', headers: { cookie } })
    ).json();
    expect(after.result.isSignedIn).toBe(false);
    const dashboard = await server.request(endpoints.licenses.path, {
      headers: auth(result.secureId),
    });
    expect(dashboard.status).toBe(401);
  });
});

describe('security headers', () => {
  it('sends a strict CSP without unsafe-inline and the usual hardening headers', async () => {
    const response = await server.request('/healthz');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });
});
