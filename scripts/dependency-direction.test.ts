import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkedRoots,
  findViolations,
  formatViolations,
  importSpecifiers,
  resolveImport,
} from './dependency-direction';

const root = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(child);
      } else if (/\.(ts|tsx)$/.test(entry.name)) {
        out.push(child);
      }
    }
  };
  walk(dir);
  return out;
}

describe('dependency direction (tokens → theme → ds → platform → features → app/server)', () => {
  it('no file imports the wrong way', () => {
    const files = new Map<string, string>();
    for (const dir of checkedRoots) {
      for (const file of sourceFiles(dir)) {
        files.set(file, readFileSync(path.join(root, file), 'utf8'));
      }
    }
    const others = ['stories', '.storybook', 'scripts', 'bench'].flatMap(sourceFiles);
    expect(files.size).toBeGreaterThan(100);
    const violations = findViolations(files, others);
    if (violations.length > 0) {
      expect.fail(
        `${violations.length} wrong-way import(s):\n${formatViolations(violations)}\n` +
          'Move the shared code down a layer, or import the feature through its index.ts.',
      );
    }
  });
});

/** Static imports that run code at load (`import type` and dynamic imports left out). */
function loadTimeImports(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const found: string[] = [];
  const pattern =
    /^(?:import|export)\s(?!type\b)[^'";]*?\bfrom\s*['"]([^'"]+)['"]|^import\s*['"]([^'"]+)['"]/gm;
  for (const match of code.matchAll(pattern)) found.push((match[1] ?? match[2]) as string);
  return found;
}

describe('no import cycles in src/', () => {
  it('no module reaches itself through load-time imports (a cycle evaluates in an order that breaks)', () => {
    const sources = new Map(
      sourceFiles('src')
        .filter((file) => !file.endsWith('.test.ts'))
        .map((file) => [file, readFileSync(path.join(root, file), 'utf8')]),
    );
    const known = new Set(sources.keys());
    const edges = new Map(
      [...sources].map(([file, text]) => [
        file,
        loadTimeImports(text)
          .map((specifier) => resolveImport(file, specifier, known))
          .filter((target): target is string => target !== null),
      ]),
    );
    const state = new Map<string, 'visiting' | 'done'>();
    const cycles: string[] = [];
    const visit = (file: string, trail: string[]) => {
      state.set(file, 'visiting');
      for (const next of edges.get(file) ?? []) {
        if (state.get(next) === 'visiting') {
          cycles.push([...trail.slice(trail.indexOf(next)), next].join(' → '));
        } else if (!state.has(next)) visit(next, [...trail, next]);
      }
      state.set(file, 'done');
    };
    for (const file of edges.keys()) if (!state.has(file)) visit(file, [file]);
    expect(cycles).toEqual([]);
  });
});

describe('the checker itself', () => {
  it('reads static, type-only, re-export, side-effect and dynamic imports, not comments', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from '../b';",
      'import {',
      '  c,',
      "} from './c';",
      "export { d } from './d';",
      "import './e.css';",
      "const f = () => import('./f');",
      "// import { g } from './g';",
      "/** import { h } from './h' */",
    ].join('\n');
    expect(importSpecifiers(source)).toEqual(['./a', '../b', './c', './d', './e.css', './f']);
  });

  it('catches planted wrong-way imports and names each one', () => {
    const files = new Map([
      ['tokens/base.ts', "import { vars } from '../src/theme/contract.css';"],
      ['src/theme/contract.css.ts', "import type { Tokens } from '../../tokens/base';"],
      ['src/ds/Button/Button.tsx', "import { vars } from '../../theme/contract.css';"],
      [
        'src/platform/messages/bus.ts',
        "const later = () => import('../../shell/layout/atoms');\nimport { x } from '../../ds/Button/Button';",
      ],
      ['src/shell/layout/atoms.ts', "import { bus } from '../../platform/messages/bus';"],
      ['src/shell/layout/index.ts', "export { layoutAtom } from './atoms';"],
      ['src/shell/header/rules.ts', "import type { L } from '../layout/atoms';"],
      ['src/shell/footer/rules.ts', "import { layoutAtom } from '../layout';"],
      ['src/account/model.ts', "import type { S } from '../platform/api/contract';"],
      ['src/account/overview/rules.ts', "import { layoutAtom } from '../../shell/layout/atoms';"],
      ['src/account/licenses/rules.ts', "import type { M } from '../model';"],
      ['src/shell/search/rules.ts', "import type { M } from '../../account/model';"],
      ['server/routes/session.ts', "import { r } from '../../src/shell/layout/atoms';"],
      ['server/routes/site.ts', "import { layoutAtom } from '../../src/shell/layout/index';"],
      ['server/routes/cards.ts', "import { r } from '../../src/account/licenses/rules';"],
      ['app/App.tsx', "import { r } from '../src/account/licenses/rules';"],
      ['src/account/overview/atoms.ts', "import { r } from '../licenses/rules';"],
      ['src/account/projects/rules.ts', "import { r } from '../licenses/rules';"],
      ['server/app.ts', "import { main } from '../app/main';"],
      ['app/main.tsx', "import { x } from '../stories/support/Sample';"],
      ['src/platform/api/contract.ts', ''],
    ]);
    const violations = findViolations(files, ['stories/support/Sample.tsx']);
    expect(violations.map((v) => `${v.from} → ${v.to}`)).toEqual([
      'tokens/base.ts → src/theme/contract.css.ts',
      'src/platform/messages/bus.ts → src/shell/layout/atoms.ts',
      'src/shell/header/rules.ts → src/shell/layout/atoms.ts',
      'src/account/overview/rules.ts → src/shell/layout/atoms.ts',
      'src/shell/search/rules.ts → src/account/model.ts',
      'server/routes/session.ts → src/shell/layout/atoms.ts',
      'app/App.tsx → src/account/licenses/rules.ts',
      'src/account/overview/atoms.ts → src/account/licenses/rules.ts',
      'server/app.ts → app/main.tsx',
      'app/main.tsx → stories/support/Sample.tsx',
    ]);
    expect(formatViolations(violations)).toContain(
      'src/platform/messages/bus.ts → src/shell/layout/atoms.ts: platform must not import features',
    );
    expect(formatViolations(violations)).toContain(
      'shell/header reaches into shell/layout: import its index.ts instead',
    );
  });
});
