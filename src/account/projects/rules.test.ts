import { describe, expect, it } from 'vitest';
import { isEstateVaultAvailable, projectTileViews } from './rules';

describe('isEstateVaultAvailable (§6)', () => {
  it('is unavailable for GB, AU, FR and DE', () => {
    for (const c of ['GB', 'AU', 'FR', 'DE', 'de']) expect(isEstateVaultAvailable(c)).toBe(false);
  });

  it('is available elsewhere', () => {
    for (const c of ['US', 'CA', 'MX', 'AT']) expect(isEstateVaultAvailable(c)).toBe(true);
  });
});

describe('projectTileViews (§3)', () => {
  const origin = 'https://www.legalkit.example.com';
  it('resolves each href on the site origin and keeps the order', () => {
    expect(
      projectTileViews(
        [
          { title: 'Estate plan', href: '/estate-dashboard/' },
          { title: ' Business formation ', href: 'business-dashboard/?id=7' },
        ],
        origin,
      ),
    ).toEqual([
      {
        key: `0:${origin}/estate-dashboard/`,
        title: 'Estate plan',
        href: `${origin}/estate-dashboard/`,
      },
      {
        key: `1:${origin}/business-dashboard/?id=7`,
        title: 'Business formation',
        href: `${origin}/business-dashboard/?id=7`,
      },
    ]);
  });

  it('drops blank titles and never leaves the site', () => {
    const views = projectTileViews(
      [
        { title: '  ', href: '/x/' },
        { title: 'Off site', href: 'https://evil.example.net/' },
        { title: 'Script', href: 'javascript:alert(1)' },
      ],
      origin,
    );
    expect(views.map((v) => v.href)).toEqual([`${origin}/`, `${origin}/javascript:alert(1)`]);
  });
});
