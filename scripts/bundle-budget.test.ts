import { describe, expect, it } from 'vitest';
import {
  checkBudget,
  filesOf,
  firstScreenKeys,
  formatBudget,
  type Manifest,
} from './bundle-budget';

/** A manifest shaped like dist/app's: an entry, a shared chunk, lazy brands, locales, a dialog. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_shared.js', '_runtime.js'],
    dynamicImports: ['../src/Dialog.tsx'],
    css: ['assets/index.css'],
  },
  '_shared.js': { file: 'assets/shared.js', imports: ['_runtime.js'], css: ['assets/shared.css'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  '../src/Dialog.tsx': { file: 'assets/Dialog.js', isDynamicEntry: true, imports: ['_shared.js'] },
  '../src/theme/brands/main.ts': {
    file: 'assets/main.js',
    isDynamicEntry: true,
    css: ['assets/main.css', 'assets/global.css'],
  },
  '../src/theme/brands/fr-legal.ts': {
    file: 'assets/fr-legal.js',
    isDynamicEntry: true,
    css: ['assets/fr-legal.css', 'assets/global.css'],
  },
  '_locale-en-US-x.js': {
    file: 'assets/locale-en-US-x.js',
    name: 'locale-en-US',
    imports: ['_runtime.js'],
  },
  '_locale-fr-FR-y.js': { file: 'assets/locale-fr-FR-y.js', name: 'locale-fr-FR' },
  '_global.css': { file: 'assets/global.css' },
};

describe('bundle budget', () => {
  it('the first screen is the entry, the brand theme and the locale, with their static imports and CSS', () => {
    const keys = firstScreenKeys(manifest);
    expect(keys).toEqual(['index.html', '../src/theme/brands/main.ts', '_locale-en-US-x.js']);
    expect(filesOf(manifest, keys)).toEqual({
      js: [
        'assets/index.js',
        'assets/locale-en-US-x.js',
        'assets/main.js',
        'assets/runtime.js',
        'assets/shared.js',
      ],
      css: ['assets/global.css', 'assets/index.css', 'assets/main.css', 'assets/shared.css'],
    });
  });

  it('another brand and locale take their own files, never the main brand', () => {
    const files = filesOf(
      manifest,
      firstScreenKeys(manifest, { brand: 'fr-legal', locale: 'fr-FR' }),
    );
    expect(files.css).toContain('assets/fr-legal.css');
    expect(files.css).not.toContain('assets/main.css');
    expect(files.js).not.toContain('assets/Dialog.js');
  });

  it('a brand or locale missing from the manifest is an error, not an empty first screen', () => {
    expect(() => firstScreenKeys(manifest, { brand: 'de-legal' })).toThrow('brand de-legal');
    expect(() => filesOf(manifest, ['_missing.js'])).toThrow('_missing.js');
  });

  it('fails a kind only when it is over its limit (equal is within)', () => {
    const lines = checkBudget({ js: 100, css: 51 }, { js: 100, css: 50 });
    expect(lines.map((line) => [line.kind, line.ok])).toEqual([
      ['js', true],
      ['css', false],
    ]);
    expect(formatBudget(lines).split('\n')).toEqual([
      expect.stringMatching(/^ok {3}first-screen JS +0\.1 kB gzip \(budget 0\.1 kB\)$/),
      expect.stringMatching(/^OVER first-screen CSS +0\.1 kB gzip \(budget 0\.1 kB\)$/),
    ]);
  });
});
