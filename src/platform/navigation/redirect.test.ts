import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAbsoluteHttpUrl, resolveRedirect } from './redirect';

const siteOrigin = 'https://www.site.test';
const site = { siteOrigin };
const originOf = (href: string) => new URL(href).origin;

describe('resolveRedirect (account-dashboard §5)', () => {
  it('gives a relative target a leading slash on the site host', () => {
    expect(resolveRedirect('my-account/settings', site)).toBe(
      'https://www.site.test/my-account/settings',
    );
    expect(resolveRedirect('/my-account/?tab=1#top', site)).toBe(
      'https://www.site.test/my-account/?tab=1#top',
    );
    expect(resolveRedirect('?page=signin', site)).toBe('https://www.site.test/?page=signin');
  });

  it('sends empty, blank and missing targets to the site root', () => {
    for (const target of ['', '   ', '\t\n', null, undefined]) {
      expect(resolveRedirect(target, site)).toBe('https://www.site.test/');
    }
  });

  it('follows an absolute http(s) URL on the site host', () => {
    expect(resolveRedirect('https://www.site.test/a?b=1', site)).toBe(
      'https://www.site.test/a?b=1',
    );
    expect(resolveRedirect('HTTP://WWW.SITE.TEST/x', site)).toBe('http://www.site.test/x');
  });

  it('follows an absolute URL to an allowed other host, and no other', () => {
    const options = { siteOrigin, allowedHosts: ['www.other.test'] };
    expect(resolveRedirect('https://www.other.test/p', options)).toBe('https://www.other.test/p');
    expect(resolveRedirect('https://evil.example/p', options)).toBe('https://www.site.test/');
    expect(resolveRedirect('https://www.other.test.evil.example/', options)).toBe(
      'https://www.site.test/',
    );
    expect(resolveRedirect('https://www.site.test@evil.example/', options)).toBe(
      'https://www.site.test/',
    );
    expect(resolveRedirect('https://evil.example#@www.site.test', options)).toBe(
      'https://www.site.test/',
    );
    expect(resolveRedirect('https:evil.example', options)).toBe('https://www.site.test/');
    expect(resolveRedirect('http:\\\\evil.example', options)).toBe('https://www.site.test/');
  });

  it.each([
    ['//evil.example', 'https://www.site.test/evil.example'],
    ['///evil.example', 'https://www.site.test/evil.example'],
    ['/\\evil.example', 'https://www.site.test/evil.example'],
    ['\\\\evil', 'https://www.site.test/evil'],
    ['\\/evil.example/x', 'https://www.site.test/evil.example/x'],
    [' //evil.example', 'https://www.site.test/evil.example'],
    ['/\t/evil.example', 'https://www.site.test/evil.example'],
    ['/\n/evil.example', 'https://www.site.test/evil.example'],
    ['\u0000//evil.example', 'https://www.site.test/evil.example'],
    ['%2F%2Fevil.example', 'https://www.site.test/%2F%2Fevil.example'],
    ['/%5Cevil', 'https://www.site.test/%5Cevil'],
    ['/a/..//evil.example', 'https://www.site.test/evil.example'],
    ['javascript:alert(1)', 'https://www.site.test/javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)', 'https://www.site.test/JaVaScRiPt:alert(1)'],
    ['java\tscript:alert(1)', 'https://www.site.test/javascript:alert(1)'],
    ['data:text/html,<b>x</b>', 'https://www.site.test/data:text/html,%3Cb%3Ex%3C/b%3E'],
    ['ftp://evil.example/', 'https://www.site.test/ftp://evil.example/'],
  ])('keeps %j on the site host', (target, expected) => {
    expect(resolveRedirect(target, site)).toBe(expected);
  });

  // A generous limit, not a timing assertion: 400 generated cases can take seconds on a busy CI box.
  const propertyTimeout = { timeout: 60_000 };

  it(
    'property: any string resolves to the site origin when no other host is allowed',
    propertyTimeout,
    () => {
      const generators = [
        fc.string(),
        fc.string({ unit: 'binary' }),
        fc
          .tuple(
            fc.constantFrom(
              '',
              '/',
              '//',
              '/\\',
              '\\\\',
              ' ',
              '\t',
              '%2F%2F',
              'javascript:',
              'https:',
            ),
            fc.string({ unit: 'binary' }),
          )
          .map(([prefix, rest]) => `${prefix}${rest}`),
        fc.webUrl(),
      ];
      for (const generator of generators) {
        fc.assert(
          fc.property(generator, (target) => {
            expect(originOf(resolveRedirect(target, site))).toBe(siteOrigin);
          }),
        );
      }
    },
  );

  it(
    'property: the result leaves the site only for an allowed absolute http(s) URL',
    propertyTimeout,
    () => {
      const allowedHosts = ['www.other.test'];
      const generators = [
        fc.string({ unit: 'binary' }),
        fc.webUrl(),
        fc.webUrl().map((url) => url.replace(/^https?:\/\/[^/]+/, 'https://www.other.test')),
      ];
      for (const generator of generators) {
        fc.assert(
          fc.property(generator, (input) => {
            const result = new URL(resolveRedirect(input, { siteOrigin, allowedHosts }));
            if (result.origin !== siteOrigin) {
              expect(isAbsoluteHttpUrl(input)).toBe(true);
              expect(allowedHosts).toContain(result.hostname);
            }
          }),
        );
      }
    },
  );
});

describe('isAbsoluteHttpUrl', () => {
  it('recognises only parseable http(s) URLs', () => {
    expect(isAbsoluteHttpUrl('https://a.test')).toBe(true);
    expect(isAbsoluteHttpUrl(' http://a.test/x')).toBe(true);
    expect(isAbsoluteHttpUrl('//a.test')).toBe(false);
    expect(isAbsoluteHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isAbsoluteHttpUrl('https://')).toBe(false);
  });
});
