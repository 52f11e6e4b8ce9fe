import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '..');

/** The modules the browser runs: every `.ts`/`.tsx` of `src` but stylesheets and tests. */
function runtimeModules(): string[] {
  return readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
    (file) =>
      /\.tsx?$/.test(file) &&
      !file.endsWith('.css.ts') &&
      !/\.test\.tsx?$/.test(file) &&
      // Storybook's and the tests' entry to every theme (src/theme/index.ts), not the product's.
      file !== path.join('theme', 'index.ts'),
  );
}

const importsContract = /from\s+['"][^'"]*theme\/contract\.css['"]/;

describe('the theme contract stays in the stylesheets', () => {
  // `vars` used by a component brings the whole contract object (every token's CSS variable
  // name) into the page's JavaScript; a component reads a value its stylesheet exports instead
  // (`placeholderUnit` in src/shell/navigation/DesktopNavigation.css.ts).
  it('no module the browser runs imports it', () => {
    const files = runtimeModules();
    expect(files.length).toBeGreaterThan(100);
    expect(
      files.filter((file) => importsContract.test(readFileSync(path.join(src, file), 'utf8'))),
    ).toEqual([]);
  });
});
