import { describe, expect, it } from 'vitest';
import { removeFreeWords, shouldRemoveFreeWords } from './rules';

describe('shouldRemoveFreeWords (page-shell §4)', () => {
  it('runs on the main brand with L set and not GB', () => {
    expect(shouldRemoveFreeWords({ brandType: 'main', lParam: 'US' })).toBe(true);
    expect(shouldRemoveFreeWords({ brandType: 'main', lParam: 'gb' })).toBe(false);
    expect(shouldRemoveFreeWords({ brandType: 'main', lParam: '' })).toBe(false);
    expect(shouldRemoveFreeWords({ brandType: 'main', lParam: null })).toBe(false);
    expect(shouldRemoveFreeWords({ brandType: 'frLegal', lParam: 'FR' })).toBe(false);
    expect(shouldRemoveFreeWords({ brandType: 'deLegal', lParam: 'DE' })).toBe(false);
  });
});

describe('removeFreeWords (page-shell §4)', () => {
  it('removes English, Spanish, French and Italian forms in any case', () => {
    expect(removeFreeWords('Free Lease Agreement')).toBe('Lease Agreement');
    expect(removeFreeWords('Create your FREE will')).toBe('Create your will');
    expect(removeFreeWords('Contrato de arrendamiento gratis')).toBe('Contrato de arrendamiento');
    expect(removeFreeWords('Modelo gratuito, plantillas gratuitas')).toBe('Modelo, plantillas');
    expect(removeFreeWords('Bail gratuit et lettres gratuites')).toBe('Bail et lettres');
    expect(removeFreeWords('Moduli gratuiti')).toBe('Moduli');
    expect(removeFreeWords('Get started (free)!')).toBe('Get started!');
  });

  it('keeps words that only contain "free"', () => {
    expect(removeFreeWords('Freedom of a freelancer, toll-free')).toBe(
      'Freedom of a freelancer, toll-free',
    );
    expect(removeFreeWords('Gratitude')).toBe('Gratitude');
  });

  it('leaves text without free words untouched', () => {
    expect(removeFreeWords('Residential Lease')).toBe('Residential Lease');
    expect(removeFreeWords('')).toBe('');
  });
});
