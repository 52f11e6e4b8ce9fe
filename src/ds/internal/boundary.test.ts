import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const ds = path.join(root, 'src/ds');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

const importsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)].map((match) => match[1] ?? '');

describe('design-system internals stay inside src/ds', () => {
  it('nothing outside src/ds imports src/ds/internal', () => {
    const outside = ['src', 'app', 'stories']
      .flatMap((dir) => sources(path.join(root, dir)))
      .filter((file) => !file.startsWith(`${ds}/`));
    const offenders = outside.filter((file) =>
      importsOf(file).some((spec) => /ds\/internal(\/|$)/.test(spec)),
    );
    expect(offenders).toEqual([]);
  });

  it("no component imports another component's styles", () => {
    const offenders = sources(ds).flatMap((file) =>
      importsOf(file)
        .filter((spec) => /^\.\.\/(?!internal\/|styles\/)[^/]+\/[^/]+\.css$/.test(spec))
        .map((spec) => `${path.relative(ds, file)} → ${spec}`),
    );
    expect(offenders).toEqual([]);
  });
});
