import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findImportCycles } from './dependency-direction';

const root = path.resolve(import.meta.dirname, '..');

/** Every TypeScript module under the folders that ship: the product, the app entries, the server. */
function modules(): Map<string, string> {
  const files = new Map<string, string>();
  for (const dir of ['src', 'app', 'server']) {
    for (const file of readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file) || file.includes('node_modules')) continue;
      const relative = `${dir}/${file.split(path.sep).join('/')}`;
      files.set(relative, readFileSync(path.join(root, relative), 'utf8'));
    }
  }
  return files;
}

describe('no import cycles in src/, app/ and server/', () => {
  it('no module reaches itself through static imports', () => {
    const files = modules();
    expect(files.size).toBeGreaterThan(300);
    const cycles = findImportCycles(files).map((cycle) => cycle.join(' → '));
    if (cycles.length > 0) {
      expect.fail(
        `${cycles.length} import cycle(s):\n${cycles.join('\n')}\n` +
          'Move what both sides need into a module that neither imports back.',
      );
    }
  });

  it('the check names the path of a planted cycle, type-only imports included', () => {
    const files = new Map([
      ['src/account/subscriptions/rules.ts', "import { form } from '../upgrade/rules';"],
      ['src/account/upgrade/rules.ts', "import type { Kind } from '../subscriptions/rules';"],
      ['src/account/overview/rules.ts', "import { form } from '../upgrade/rules';"],
      ['src/account/app/routes.tsx', "const page = () => import('../overview/rules');"],
    ]);
    expect(findImportCycles(files)).toEqual([
      [
        'src/account/subscriptions/rules.ts',
        'src/account/upgrade/rules.ts',
        'src/account/subscriptions/rules.ts',
      ],
    ]);
  });
});
