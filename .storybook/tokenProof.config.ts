import { existsSync, readdirSync } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import type { Plugin } from 'vite';
import type { BrowserCommand } from 'vitest/node';
import { screenshotName } from '../scripts/visual-report/model';
import { brandTokens } from '../tokens';
import { viewports } from '../tokens/breakpoints';
import { brandIds } from '../tokens/types';
import { ownDependencyCache } from './dependencyCache';
import { type Mode, modeGlobals, screenshotModes } from './modes';
import { docsPages } from './storyFiles';
import { baselineDir, storyScreenshotCommand } from './storyScreenshot';
import { tokenProof, tokenVariablePrefix } from './tokenProof';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
function proofMode(): Mode {
  const found = screenshotModes[tokenProof.mode];
  if (!found || found.brand !== tokenProof.brand) {
    throw new Error(
      `token proof: "${tokenProof.mode}" is not a screenshot mode of ${tokenProof.brand}`,
    );
  }
  return found;
}
const mode = proofMode();
/** `fr-legal desktop` → `fr-legal-desktop`, the folder of its committed baselines. */
const modeDir = tokenProof.mode.replace(' ', '-');
const baselinePath = (id: string) => path.join(baselineDir(modeDir), `${screenshotName(id)}.png`);

/**
 * Storybook's plugin sets `test.include` to every story file, so the subset is everything else
 * excluded.
 */
function otherStoryFiles(): string[] {
  for (const file of tokenProof.stories) {
    if (!existsSync(path.join(root, file))) throw new Error(`token proof: no story file ${file}`);
  }
  return readdirSync(path.join(root, 'stories'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.stories\.tsx?$/.test(file))
    .map((file) => `stories/${file.split(path.sep).join('/')}`)
    .filter((file) => !(tokenProof.stories as readonly string[]).includes(file));
}

function tokenValue(): string {
  const value = tokenProof.token
    .split('.')
    .reduce<unknown>(
      (node, key) => (node as Record<string, unknown> | undefined)?.[key],
      brandTokens[tokenProof.brand],
    );
  if (typeof value !== 'string') throw new Error(`token proof: no token ${tokenProof.token}`);
  return value;
}

/**
 * The "temporary copy": the brand's theme CSS, as vanilla-extract generates it from
 * `tokens/<brand>.ts`, is served with the one token's declaration set to the sentinel. Only
 * this project's Vite server has the plugin; the files on disk stay as they are. Anything
 * unexpected (no declaration, several, another value) stops the run instead of proving nothing.
 */
function changeOneToken(): Plugin {
  const themeCss = `/src/theme/brands/${tokenProof.brand}.css.ts.vanilla.css`;
  const declaration = new RegExp(`(${tokenVariablePrefix}[\\w-]+):\\s*([^;]+);`, 'g');
  const original = tokenValue();
  return {
    name: 'token-proof:change-one-token',
    // Before Vite's CSS plugin turns the stylesheet into a module.
    enforce: 'pre',
    transform(code, id) {
      if (!id.split('?')[0]?.endsWith(themeCss)) return null;
      const found = [...code.matchAll(declaration)];
      if (found.length !== 1 || found[0]?.[2]?.trim() !== original) {
        this.error(
          `token proof: expected one declaration ${tokenVariablePrefix}…: ${original} in ${themeCss}, found ${found.length} (${found.map((m) => m[0]).join(' ')})`,
        );
      }
      return { code: code.replace(declaration, `$1: ${tokenProof.sentinel};`), map: null };
    },
  };
}

/** Whether the mode has a committed baseline for the story: the proof never writes one. */
const tokenProofHasBaseline: BrowserCommand<[id: string]> = async (_context, id) =>
  access(baselinePath(id)).then(
    () => true,
    () => false,
  );

declare module 'vitest/browser' {
  interface BrowserCommands {
    tokenProofHasBaseline: (id: string) => Promise<boolean>;
  }
}

interface BrowserOptions {
  commands: Record<string, BrowserCommand<never[]>>;
}

/**
 * The project `stories:token-proof`: the subset of story files in the proof's mode (same
 * globals and tag filters as that mode's project, axe off: the regular project checks the real
 * colours), with the one token changed, compared with the mode's committed baselines.
 */
export function tokenProofProject<B extends BrowserOptions>(
  browser: (viewport: { width: number; height: number }) => B,
  groupOrder: number,
) {
  const base = browser(viewports[mode.viewport]);
  return {
    extends: true as const,
    plugins: [
      changeOneToken(),
      storybookTest({
        configDir: path.join(root, '.storybook'),
        initialGlobals: { ...modeGlobals(mode), a11y: { manual: true } },
        tags: {
          exclude: brandIds
            .filter((brand) => brand !== mode.brand)
            .map((brand) => `mode-brand:${brand}`),
        },
      }),
      // Its own dependency cache: the extra plugin changes Vite's config hash (./dependencyCache.ts).
      ownDependencyCache(path.join(root, 'node_modules/.vite/token-proof')),
    ],
    test: {
      name: 'stories:token-proof',
      sequence: { groupOrder },
      exclude: [...docsPages, ...otherStoryFiles()],
      setupFiles: [path.join(root, '.storybook/tokenProof.setup.ts')],
      isolate: false,
      retry: 0,
      browser: {
        ...base,
        commands: {
          ...base.commands,
          tokenProofHasBaseline,
          // The committed baselines of the mode; actual and diff go to the project's own
          // attachments folder (`.vitest-attachments/token-proof/<id>-diff.png`).
          matchStoryScreenshot: storyScreenshotCommand({
            baselineMode: () => modeDir,
            attachmentsMode: () => 'token-proof',
          }),
        },
      },
    },
  };
}
