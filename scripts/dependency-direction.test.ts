import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkedRoots,
  findViolations,
  formatViolations,
  importSpecifiers,
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

describe('the account domain', () => {
  it('holds pure definitions only: no React, no state library, no styles', () => {
    const domain = sourceFiles('src/account/domain').filter((file) => !file.endsWith('.test.ts'));
    expect(domain).toContain('src/account/domain/subscription.ts');
    const ui = domain.flatMap((file) =>
      importSpecifiers(readFileSync(path.join(root, file), 'utf8'))
        .filter((specifier) =>
          /^(react|react-dom|jotai)(\/|$)|\.css(\.ts)?$|\.tsx$/.test(specifier),
        )
        .map((specifier) => `${file} → ${specifier}`),
    );
    expect(ui).toEqual([]);
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
      ['src/account/links/rules.ts', "import { h } from '../navigation/rules';"],
      ['src/account/navigation/rules.ts', ''],
      ['src/account/domain/subscription.ts', "import type { S } from '../model';"],
      ['src/account/domain/license.ts', "import { r } from '../licenses/rules';"],
      ['src/account/domain/index.ts', "export * from './subscription';"],
      ['src/account/settings/rules.ts', "import { s } from '../domain/subscription';"],
      ['src/account/settings/atoms.ts', "import { s } from '../domain';"],
      ['src/shell/footer/Footer.tsx', "import { s } from '../../account/domain';"],
      ['server/routes/pages.ts', "import { s } from '../../src/account/domain';"],
      ['app/routes.ts', "import { s } from '../src/account/domain/subscription';"],
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
      'src/account/projects/rules.ts → src/account/licenses/rules.ts',
      'src/account/domain/license.ts → src/account/licenses/rules.ts',
      'src/shell/footer/Footer.tsx → src/account/domain/index.ts',
      'server/app.ts → app/main.tsx',
      'app/main.tsx → stories/support/Sample.tsx',
    ]);
    expect(formatViolations(violations)).toContain(
      'src/platform/messages/bus.ts → src/shell/layout/atoms.ts: platform must not import features',
    );
    expect(formatViolations(violations)).toContain(
      'shell/header reaches into shell/layout: import its index.ts instead',
    );
    expect(formatViolations(violations)).toContain(
      "account/projects's rules must not import account/licenses's rules: move what they share into src/account/domain",
    );
    expect(formatViolations(violations)).toContain(
      'the account domain must not import account/licenses (features build on it)',
    );
  });
});
