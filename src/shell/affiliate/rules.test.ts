import { describe, expect, it } from 'vitest';
import {
  AFFILIATES,
  affiliateCodeFromQuery,
  coBrandLogo,
  detectAffiliate,
  findAffiliate,
  RENTAL_RISK_CATEGORIES,
} from './rules';

describe('affiliateCodeFromQuery (page-shell §2)', () => {
  it('reads pid=pg-{code}', () => {
    expect(affiliateCodeFromQuery('?pid=pg-harborbank', null)).toBe('harborbank');
    expect(affiliateCodeFromQuery('a=1&pid=PG-HarborBank', null)).toBe('harborbank');
    expect(affiliateCodeFromQuery('https://x.test/p?pid=pg-quillhr#top', null)).toBe('quillhr');
  });

  it('ignores a pid without the pg- form', () => {
    expect(affiliateCodeFromQuery('?pid=harborbank', null)).toBeNull();
    expect(affiliateCodeFromQuery('?pid=pg-', null)).toBeNull();
    expect(affiliateCodeFromQuery('?pid=xpg-abc', null)).toBeNull();
    expect(affiliateCodeFromQuery('', null)).toBeNull();
  });

  it('falls back to the stored last query string', () => {
    expect(affiliateCodeFromQuery('?q=lease', '?pid=pg-meadowcu')).toBe('meadowcu');
    expect(affiliateCodeFromQuery(null, 'pid=pg-meadowcu')).toBe('meadowcu');
    expect(affiliateCodeFromQuery('?pid=pg-quillhr', '?pid=pg-meadowcu')).toBe('quillhr');
    expect(affiliateCodeFromQuery('?pid=other', '?pid=pg-meadowcu')).toBe('meadowcu');
  });
});

describe('affiliate table (page-shell §3)', () => {
  it('has about 18 unique partners, four co-branded', () => {
    expect(AFFILIATES).toHaveLength(18);
    expect(new Set(AFFILIATES.map((a) => a.code)).size).toBe(18);
    expect(AFFILIATES.filter((a) => a.hasCoBranding)).toHaveLength(4);
  });

  it('limits the rental-risk partner to its eight categories and most others to three', () => {
    expect(findAffiliate('rentshield')?.visibleCategories).toEqual(RENTAL_RISK_CATEGORIES);
    const servicesOnly = AFFILIATES.filter(
      (a) => a.visibleCategories?.join() === 'NOTARY,SIGN,AIAID',
    );
    expect(servicesOnly.length).toBeGreaterThan(AFFILIATES.length / 2);
  });

  it('finds partners case-insensitively and detects from the query', () => {
    expect(findAffiliate('HARBORBANK')?.name).toBe('Harbor Community Bank');
    expect(findAffiliate('nobody')).toBeNull();
    expect(findAffiliate(null)).toBeNull();
    expect(detectAffiliate('?pid=pg-rentshield', null)?.code).toBe('rentshield');
    expect(detectAffiliate('?pid=pg-unknown', null)).toBeNull();
  });

  it('offers a co-brand logo only for co-branded partners', () => {
    expect(coBrandLogo(findAffiliate('harborbank'))).toEqual({
      logoClass: 'affiliate-harborbank',
      name: 'Harbor Community Bank',
      link: 'https://harborbank.example',
    });
    expect(coBrandLogo(findAffiliate('quillhr'))?.link).toBeNull();
    expect(coBrandLogo(findAffiliate('brightledger'))).toBeNull();
    expect(coBrandLogo(null)).toBeNull();
  });
});
