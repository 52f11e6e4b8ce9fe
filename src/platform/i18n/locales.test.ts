import { describe, expect, it } from 'vitest';
import { fallbackChain, supportedLocales, toBcp47 } from './locales';

describe('fallbackChain', () => {
  it.each([
    ['en-AU', ['en-GB', 'en-US']],
    ['en-NZ', ['en-GB', 'en-US']],
    ['en-IE', ['en-GB', 'en-US']],
    ['en-IN', ['en-GB', 'en-US']],
    ['en-NG', ['en-GB', 'en-US']],
    ['en-SG', ['en-GB', 'en-US']],
    ['en-GB', ['en-US']],
    ['en-CA', ['en-US']],
    ['fr-CA', ['fr-FR', 'en-US']],
    ['de-AT', ['de-DE', 'en-US']],
    ['es-AR', ['es-MX', 'es-ES', 'en-US']],
    ['es-CL', ['es-MX', 'es-ES', 'en-US']],
    ['es-MX', ['es-ES', 'en-US']],
    ['fr-FR', ['en-US']],
    ['en-US', []],
  ])('%s → %j', (locale, chain) => {
    expect(fallbackChain(locale)).toEqual(chain);
  });

  it('lets an unshipped locale borrow its language, then English', () => {
    expect(fallbackChain('fr-BE')).toEqual(['fr-FR', 'en-US']);
    expect(fallbackChain('it-IT')).toEqual(['en-US']);
    expect(fallbackChain('en-XA')).toEqual(['en-US']);
  });

  it('ends every shipped chain at en-US without repeating a locale', () => {
    for (const locale of supportedLocales) {
      const chain = fallbackChain(locale);
      expect(new Set(chain).size).toBe(chain.length);
      expect(chain).not.toContain(locale);
      if (locale !== 'en-US') expect(chain.at(-1)).toBe('en-US');
    }
  });
});

describe('toBcp47', () => {
  it('turns the spec form into a BCP 47 tag', () => {
    expect(toBcp47('fr_CA')).toBe('fr-CA');
    expect(toBcp47('en-US')).toBe('en-US');
  });
});
