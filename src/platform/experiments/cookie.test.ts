import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CookieJar,
  formatAssignments,
  parseAssignments,
  readExperimentCookie,
  serializeExperimentCookie,
  writeExperimentAssignment,
} from './cookie';

/** A cookie jar that behaves like document.cookie for name=value pairs (attributes dropped). */
function fakeJar(initial = ''): CookieJar & { attributes: string[] } {
  const values = new Map<string, string>();
  for (const part of initial.split(/;\s*/).filter(Boolean)) {
    const at = part.indexOf('=');
    values.set(part.slice(0, at), part.slice(at + 1));
  }
  const attributes: string[] = [];
  return {
    attributes,
    get cookie() {
      return [...values].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(assignment: string) {
      const [pair = '', ...rest] = assignment.split('; ');
      const at = pair.indexOf('=');
      values.set(pair.slice(0, at), pair.slice(at + 1));
      attributes.splice(0, attributes.length, ...rest);
    },
  };
}

describe('dcsExp cookie', () => {
  it('serialises with a year max-age, Secure, path / and SameSite=Lax', () => {
    const text = serializeExperimentCookie({ member_cancel_funnel: 'N', promo_cards: 'C' });
    expect(text).toBe(
      'dcsExp=member_cancel_funnel%3DN%3Bpromo_cards%3DC; Max-Age=31536000; Path=/; Secure; SameSite=Lax',
    );
  });

  it('round-trips through a cookie jar among other cookies', () => {
    const jar = fakeJar('session=abc; theme=dark');
    writeExperimentAssignment(jar, 'promo_cards', 'N');
    writeExperimentAssignment(jar, 'partner_offers', 'C');
    writeExperimentAssignment(jar, 'promo_cards', 'F');
    expect(readExperimentCookie(jar.cookie)).toEqual({ promo_cards: 'F', partner_offers: 'C' });
    expect(jar.cookie).toContain('session=abc');
    expect(jar.attributes).toEqual(['Max-Age=31536000', 'Path=/', 'Secure', 'SameSite=Lax']);
  });

  it('reads the plain semicolon-separated form too', () => {
    expect(parseAssignments('a=N;b=C')).toEqual({ a: 'N', b: 'C' });
  });

  it('tolerates malformed cookies', () => {
    expect(readExperimentCookie('')).toEqual({});
    expect(readExperimentCookie('dcsExp=')).toEqual({});
    expect(readExperimentCookie('dcsExp=%E0%A4%A')).toEqual({});
    expect(parseAssignments('=N;a;b=;c=N=F; d = Y ;;')).toEqual({ d: 'Y' });
    expect(readExperimentCookie('other=1; dcsExp=a%3DN%3Bjunk')).toEqual({ a: 'N' });
  });

  it('round-trips any assignments of simple names', () => {
    const name = fc.stringMatching(/^[a-z][a-z0-9_]{0,20}$/);
    const variation = fc.constantFrom('N', 'C', 'F', 'Y');
    fc.assert(
      fc.property(fc.dictionary(name, variation), (assignments) => {
        const header = serializeExperimentCookie(assignments).split('; ')[0] ?? '';
        expect(readExperimentCookie(header)).toEqual(assignments);
        expect(parseAssignments(formatAssignments(assignments))).toEqual(assignments);
      }),
    );
  });
});
