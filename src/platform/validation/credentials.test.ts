import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMAIL_DOMAIN_MAX_LENGTH,
  EMAIL_LOCAL_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NEW_PASSWORD_MIN_LENGTH,
  normalizeEmail,
  PASSWORD_MAX_LENGTH,
  validateEmail,
  validateNewPassword,
  validatePassword,
} from './credentials';

const LOCAL_CHARS =
  "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#%&`_=$'*+?^|~-/";
const LABEL_CHARS = 'abcdefghijklmnopqrstuvwxyz0123456789';

const atom = fc
  .array(fc.constantFrom(...LOCAL_CHARS.split('')), { minLength: 1, maxLength: 10 })
  .map((chars) => chars.join(''));
const localPart = fc
  .array(atom, { minLength: 1, maxLength: 4 })
  .map((atoms) => atoms.join('.'))
  .filter((local) => local.length <= EMAIL_LOCAL_MAX_LENGTH);
const label = fc
  .tuple(
    fc.constantFrom(...LABEL_CHARS.split('')),
    fc.array(fc.constantFrom(...`${LABEL_CHARS}-`.split('')), { maxLength: 8 }),
    fc.constantFrom(...LABEL_CHARS.split('')),
  )
  .map(([first, middle, last]) => `${first}${middle.join('')}${last}`);
const topLevel = fc
  .array(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'.split('')), {
    minLength: 2,
    maxLength: 6,
  })
  .map((chars) => chars.join(''));
const domain = fc
  .tuple(fc.array(label, { minLength: 1, maxLength: 3 }), topLevel)
  .map(([labels, tld]) => [...labels, tld].join('.'));
const validAddress = fc.tuple(localPart, domain).map(([local, host]) => `${local}@${host}`);

describe('validateEmail (page-shell §5)', () => {
  it('accepts a plain address and returns it trimmed and lower-cased', () => {
    expect(validateEmail('  Jane.Doe@Example.COM \n')).toEqual({
      ok: true,
      value: 'jane.doe@example.com',
    });
    expect(normalizeEmail('  A@B.Co ')).toBe('a@b.co');
  });

  it('rejects empty, whitespace-only and missing input with the invalid-email key', () => {
    for (const input of ['', '   ', null, undefined]) {
      expect(validateEmail(input)).toEqual({ ok: false, error: 'invalidEmail' });
    }
  });

  it('requires exactly one user@domain split', () => {
    expect(validateEmail('plainaddress').ok).toBe(false);
    expect(validateEmail('@example.com').ok).toBe(false);
    expect(validateEmail('user@').ok).toBe(false);
    expect(validateEmail('a@b@example.com').ok).toBe(false);
  });

  it('accepts every allowed special character in the local part', () => {
    expect(validateEmail("a!#%&`_=$'*+?^|~-/z@example.com").ok).toBe(true);
  });

  it('rejects characters outside the allowed set', () => {
    for (const ch of ['(', ')', ',', ':', ';', '<', '>', '[', ']', '\\', '"', ' ', '{', '}']) {
      expect(validateEmail(`a${ch}b@example.com`).ok, ch).toBe(false);
    }
  });

  it('rejects leading, trailing and consecutive dots in an unquoted local part', () => {
    expect(validateEmail('.a@example.com').ok).toBe(false);
    expect(validateEmail('a.@example.com').ok).toBe(false);
    expect(validateEmail('a..b@example.com').ok).toBe(false);
    expect(validateEmail('a.b.c@example.com').ok).toBe(true);
  });

  it('accepts quoted local parts, with dots, spaces, @ and escapes inside', () => {
    expect(validateEmail('"a..b"@example.com').ok).toBe(true);
    expect(validateEmail('".ab."@example.com').ok).toBe(true);
    expect(validateEmail('"john doe"@example.com').ok).toBe(true);
    expect(validateEmail('"a@b"@example.com')).toEqual({ ok: true, value: '"a@b"@example.com' });
    expect(validateEmail('"a\\"b"@example.com').ok).toBe(true);
  });

  it('rejects malformed quoted local parts', () => {
    expect(validateEmail('""@example.com').ok).toBe(false);
    expect(validateEmail('"abc@example.com').ok).toBe(false);
    expect(validateEmail('"a"b@example.com').ok).toBe(false);
    expect(validateEmail('"a"b"@example.com').ok).toBe(false);
    expect(validateEmail('"a\\"@example.com').ok).toBe(false);
  });

  it('limits the local part to 64 characters', () => {
    expect(validateEmail(`${'a'.repeat(64)}@example.com`).ok).toBe(true);
    expect(validateEmail(`${'a'.repeat(65)}@example.com`).ok).toBe(false);
    expect(validateEmail(`"${'a'.repeat(62)}"@example.com`).ok).toBe(true);
    expect(validateEmail(`"${'a'.repeat(63)}"@example.com`).ok).toBe(false);
  });

  it('limits labels to 63 and the domain to 253 characters', () => {
    expect(validateEmail(`a@${'b'.repeat(63)}.com`).ok).toBe(true);
    expect(validateEmail(`a@${'b'.repeat(64)}.com`).ok).toBe(false);
    // Four 61-character labels, one filler label and ".com".
    const labels = Array.from({ length: 4 }, () => 'c'.repeat(61)).join('.');
    const domainOf = (length: number) => `${labels}.${'d'.repeat(length - labels.length - 5)}.com`;
    expect(domainOf(253)).toHaveLength(EMAIL_DOMAIN_MAX_LENGTH);
    expect(validateEmail(`a@${domainOf(253)}`).ok).toBe(true);
    expect(validateEmail(`a@${domainOf(254)}`).ok).toBe(false);
  });

  it('rejects input longer than the field maxlength', () => {
    expect(EMAIL_MAX_LENGTH).toBe(319);
    expect(validateEmail(`a@${'b'.repeat(320)}.com`).ok).toBe(false);
  });

  it('requires two labels, no edge hyphens, and a letters-only last label of 2+', () => {
    expect(validateEmail('a@localhost').ok).toBe(false);
    expect(validateEmail('a@-example.com').ok).toBe(false);
    expect(validateEmail('a@example-.com').ok).toBe(false);
    expect(validateEmail('a@ex-ample.com').ok).toBe(true);
    expect(validateEmail('a@example.c').ok).toBe(false);
    expect(validateEmail('a@example.c0m').ok).toBe(false);
    expect(validateEmail('a@example..com').ok).toBe(false);
    expect(validateEmail('a@example.com.').ok).toBe(false);
    expect(validateEmail('a@ex_ample.com').ok).toBe(false);
    expect(validateEmail('a@123.example.io').ok).toBe(true);
  });

  it('accepts plain and bracketed IPv4 with parts 0-255', () => {
    expect(validateEmail('a@192.168.0.1').ok).toBe(true);
    expect(validateEmail('a@[192.168.0.1]').ok).toBe(true);
    expect(validateEmail('a@255.255.255.255').ok).toBe(true);
    expect(validateEmail('a@0.0.0.0').ok).toBe(true);
    expect(validateEmail('a@256.1.1.1').ok).toBe(false);
    expect(validateEmail('a@[256.1.1.1]').ok).toBe(false);
    expect(validateEmail('a@[1.2.3]').ok).toBe(false);
    expect(validateEmail('a@1.2.3').ok).toBe(false);
    expect(validateEmail('a@[1.2.3.4').ok).toBe(false);
    expect(validateEmail('a@1.2.3.4]').ok).toBe(false);
    expect(validateEmail('a@[example.com]').ok).toBe(false);
  });

  it('rejects non-ASCII anywhere, including letters that lower-case to ASCII', () => {
    expect(validateEmail('josé@example.com').ok).toBe(false);
    expect(validateEmail('\u212A@example.com').ok).toBe(false);
    expect(validateEmail('a@exämple.com').ok).toBe(false);
  });

  it('property: generated valid addresses are accepted, normalised to lower case', () => {
    fc.assert(
      fc.property(validAddress, fc.constantFrom('', ' ', '\t'), (address, pad) => {
        const result = validateEmail(`${pad}${address}${pad}`);
        expect(result).toEqual({ ok: true, value: address.toLowerCase() });
      }),
    );
  });

  it('property: a non-ASCII character in the local part is always rejected', () => {
    const nonAscii = fc
      .integer({ min: 0x80, max: 0xffff })
      .filter((code) => code < 0xd800 || code > 0xdfff)
      .map((code) => String.fromCharCode(code));
    fc.assert(
      fc.property(validAddress, nonAscii, fc.nat(), (address, ch, at) => {
        const [local = '', host = ''] = address.split('@');
        const index = at % (local.length + 1);
        const tampered = `${local.slice(0, index)}${ch}${local.slice(index)}@${host}`;
        expect(validateEmail(tampered).ok).toBe(false);
      }),
    );
  });

  it('property: a local part over 64 characters is always rejected', () => {
    fc.assert(
      fc.property(fc.integer({ min: 65, max: 200 }), domain, (length, host) => {
        expect(validateEmail(`${'x'.repeat(length)}@${host}`).ok).toBe(false);
      }),
    );
  });

  it('property: any accepted value respects every length bound', () => {
    fc.assert(
      fc.property(fc.oneof(validAddress, fc.string({ maxLength: 400 })), (input) => {
        const result = validateEmail(input);
        if (!result.ok) return;
        const at = result.value.lastIndexOf('@');
        expect(result.value.length).toBeLessThanOrEqual(EMAIL_MAX_LENGTH);
        expect(at).toBeGreaterThan(0);
        expect(result.value.length - at - 1).toBeLessThanOrEqual(EMAIL_DOMAIN_MAX_LENGTH);
        expect(result.value).toBe(result.value.trim().toLowerCase());
      }),
    );
  });
});

describe('validatePassword (page-shell §5)', () => {
  it('only requires a non-empty value and does not trim', () => {
    expect(validatePassword('')).toEqual({ ok: false, error: 'invalidPassword' });
    expect(validatePassword(null)).toEqual({ ok: false, error: 'invalidPassword' });
    expect(validatePassword(' ')).toEqual({ ok: true, value: ' ' });
    expect(validatePassword('x')).toEqual({ ok: true, value: 'x' });
    expect(PASSWORD_MAX_LENGTH).toBe(30);
  });
});

describe('validateNewPassword (account creation and reset)', () => {
  it('requires at least 8 characters, counted as code points, and does not trim', () => {
    expect(NEW_PASSWORD_MIN_LENGTH).toBe(8);
    expect(validateNewPassword('')).toEqual({ ok: false, error: 'invalidPassword' });
    expect(validateNewPassword(undefined)).toEqual({ ok: false, error: 'invalidPassword' });
    expect(validateNewPassword('x')).toEqual({ ok: false, error: 'passwordTooShort' });
    expect(validateNewPassword('1234567')).toEqual({ ok: false, error: 'passwordTooShort' });
    expect(validateNewPassword('12345678')).toEqual({ ok: true, value: '12345678' });
    expect(validateNewPassword('        ')).toEqual({ ok: true, value: '        ' });
    // Four emoji are eight UTF-16 units but four characters.
    expect(validateNewPassword('😀😀😀😀')).toEqual({ ok: false, error: 'passwordTooShort' });
  });
});
