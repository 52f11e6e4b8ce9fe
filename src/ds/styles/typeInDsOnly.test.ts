import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '../..');

/** The features' stylesheets: every `*.css.ts` of the page shell and the account dashboard. */
function featureStylesheets(): string[] {
  return ['shell', 'account'].flatMap((feature) =>
    readdirSync(path.join(src, feature), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.css.ts'))
      .map((file) => path.join(feature, file)),
  );
}

/** A property of type, as a style object's key. */
const typeDeclaration =
  /\b(font|fontFamily|fontSize|fontWeight|fontStyle|lineHeight|letterSpacing|textTransform)\s*:/g;

/** The declarations of type left in `code` once the `type({ … })` atoms are taken out. */
function ownTypeDeclarations(code: string): string[] {
  const withoutAtoms = code.replace(/\btype\(\{[^{}]*\}\)/g, '');
  return [...withoutAtoms.matchAll(typeDeclaration)].map((match) => match[1] as string);
}

describe('type comes from the design system', () => {
  it('finds a declaration of type, and none inside the atoms', () => {
    expect(ownTypeDeclarations("style({ display: 'flex', fontSize: vars.font.size.sm })")).toEqual([
      'fontSize',
    ]);
    expect(
      ownTypeDeclarations("style([type({ fontSize: 'sm', fontWeight: 'bold' }), { gap: 0 }])"),
    ).toEqual([]);
  });

  // A feature stylesheet holds layout only: its type is `Text`, `Heading`, the prose, or the
  // scale's atoms (`src/ds/styles/type.css.ts`), so a brand's type changes in its tokens alone.
  it.each(featureStylesheets())('%s declares no type of its own', (file) => {
    expect(ownTypeDeclarations(readFileSync(path.join(src, file), 'utf8'))).toEqual([]);
  });
});
