import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brandTokens } from '../tokens';
import type { BrandId, Tokens } from '../tokens/types';

/**
 * The brand theme of the server-rendered pages (receipt, order, password reset), derived from
 * the same tokens as the app's theme: every token becomes a CSS custom property
 * (`color.action.primary.bg` → `--ld-color-action-primary-bg`), and the brand's typefaces are
 * served from the @fontsource packages the app bundles, so a page on de.localhost looks like
 * the de-legal app. Built once at start-up; `pages.css` only reads the properties.
 */

const require = createRequire(import.meta.url);

/** URL prefix of the font files the brand stylesheets point at. */
export const fontRoute = '/server-assets/fonts';

const kebab = (key: string) => key.replace(/[A-Z]/g, (ch) => `-${ch.toLowerCase()}`);

/** Every token as `[--ld-<path>, value]`, in token order. */
export function customProperties(tokens: Tokens): [string, string][] {
  const out: [string, string][] = [];
  const walk = (node: unknown, at: string[]) => {
    if (typeof node === 'string') out.push([`--ld-${at.map(kebab).join('-')}`, node]);
    else if (node && typeof node === 'object')
      for (const [key, value] of Object.entries(node)) walk(value, [...at, key]);
  };
  walk(tokens, []);
  return out;
}

interface FontFace {
  family: string;
  weight: string;
  /** File name inside the package's `files/` folder. */
  file: string;
  /** Absolute path of that file. */
  absolute: string;
}

/**
 * The self-hosted faces of a brand: the first family of its body and heading stacks, in each
 * weight its tokens use, wherever the matching @fontsource package has a latin file for it.
 * A family without a package (a system stack) is simply left to the browser.
 */
function fontFaces(tokens: Tokens): FontFace[] {
  const families = new Set(
    [tokens.font.family.body, tokens.font.family.heading].map(
      (stack) =>
        stack
          .split(',')[0]
          ?.trim()
          .replace(/^['"]|['"]$/g, '') ?? '',
    ),
  );
  const weights = new Set(Object.values(tokens.font.weight));
  const faces: FontFace[] = [];
  for (const family of families) {
    const slug = family.toLowerCase().replace(/\s+/g, '-');
    let files: string;
    try {
      files = path.join(path.dirname(require.resolve(`@fontsource/${slug}/latin.css`)), 'files');
    } catch {
      continue;
    }
    for (const weight of weights) {
      const file = `${slug}-latin-${weight}-normal.woff2`;
      const absolute = path.join(files, file);
      if (existsSync(absolute)) faces.push({ family, weight, file, absolute });
    }
  }
  return faces;
}

/** One brand's stylesheet: its @font-face rules and its tokens as custom properties on :root. */
export interface BrandStylesheet {
  css: string;
  /** Font files it references, by file name (the only files the font route serves). */
  fonts: Map<string, string>;
}

export function brandStylesheet(tokens: Tokens): BrandStylesheet {
  const faces = fontFaces(tokens);
  const faceRules = faces.map(
    (face) =>
      `@font-face {\n  font-family: '${face.family}';\n  font-style: normal;\n  font-display: swap;\n  font-weight: ${face.weight};\n  src: url(${fontRoute}/${face.file}) format('woff2');\n}`,
  );
  const properties = customProperties(tokens).map(([name, value]) => `  ${name}: ${value};`);
  return {
    css: `/* Generated from the brand's tokens at start-up. */\n${[...faceRules, `:root {\n${properties.join('\n')}\n}`].join('\n')}\n`,
    fonts: new Map(faces.map((face) => [face.file, face.absolute])),
  };
}

/** Every brand's stylesheet, built once. */
export const brandStylesheets = Object.fromEntries(
  (Object.entries(brandTokens) as [BrandId, Tokens][]).map(([brand, tokens]) => [
    brand,
    brandStylesheet(tokens),
  ]),
) as Record<BrandId, BrandStylesheet>;
