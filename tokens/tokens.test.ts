import { describe, expect, it } from 'vitest';
import { baseTokens } from './base';
import { brandTokens } from './index';
import { makeTokens } from './makeTokens';
import { brandIds } from './types';

/** Every leaf as `path → value`, so shapes and emptiness can be compared. */
function leaves(node: unknown, path = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof node === 'object' && node !== null) {
    for (const [key, value] of Object.entries(node)) {
      for (const [p, v] of leaves(value, path ? `${path}.${key}` : key)) out.set(p, v);
    }
  } else {
    out.set(path, node);
  }
  return out;
}

const contractKeys = [...leaves(baseTokens).keys()].sort();

describe.each(brandIds)('brand %s', (brand) => {
  const tokens = leaves(brandTokens[brand]);

  it('fills exactly the keys of the contract', () => {
    expect([...tokens.keys()].sort()).toEqual(contractKeys);
  });

  it('fills every token with a non-empty string', () => {
    const empty = [...tokens].filter(([, v]) => typeof v !== 'string' || v.trim() === '');
    expect(empty.map(([p]) => p)).toEqual([]);
  });
});

describe.each(brandIds)('brand %s checkbox', (brand) => {
  it('keeps checkbox corners at 4px or less, so a checkbox never looks like a radio', () => {
    const radius = brandTokens[brand].radius.checkbox;
    expect(radius).toMatch(/^(0|\d+(\.\d+)?px)$/);
    expect(Number.parseFloat(radius)).toBeLessThanOrEqual(4);
  });
});

describe('brands are distinct', () => {
  it.each(brandIds.filter((b) => b !== 'main'))(
    '%s differs from main in palette, type and shape',
    (brand) => {
      const t = brandTokens[brand];
      const main = brandTokens.main;
      expect(t.color.action.primary.bg).not.toBe(main.color.action.primary.bg);
      expect(t.font.family.body).not.toBe(main.font.family.body);
      expect(t.radius.control).not.toBe(main.radius.control);
    },
  );
});

describe('makeTokens', () => {
  it('overrides only what is stated and keeps the rest of the base', () => {
    const t = makeTokens(baseTokens, { color: { text: { primary: '#000000' } } });
    expect(t.color.text.primary).toBe('#000000');
    expect(t.color.text.secondary).toBe(baseTokens.color.text.secondary);
    expect(t.radius).toEqual(baseTokens.radius);
  });

  it('does not mutate the base', () => {
    const before = JSON.stringify(baseTokens);
    makeTokens(baseTokens, { radius: { card: '0' } });
    expect(JSON.stringify(baseTokens)).toBe(before);
  });
});
