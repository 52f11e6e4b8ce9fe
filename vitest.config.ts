import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import { localeModes, type Mode, modeGlobals, screenshotModes } from './.storybook/modes';
import { tokenProofProject } from './.storybook/tokenProof.config';
import { chromiumArgs, chromiumPath } from './scripts/chromium';
import { viewports } from './tokens/breakpoints';
import { brandIds } from './tokens/types';
import viteConfig from './vite.config';

const root = path.dirname(new URL(import.meta.url).pathname);

/** `stories:main-desktop (chromium)` → `main-desktop` */
const projectDir = (name: string) => name.replace(/^stories:/, '').replace(/ \(.*\)$/, '');

function browser(viewport: { width: number; height: number }) {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
      // Reduced motion stops the shimmer and transitions, so screenshots are stable.
      contextOptions: { reducedMotion: 'reduce', deviceScaleFactor: 1 },
    }),
    instances: [{ browser: 'chromium' as const }],
    // A fresh clone starts every story project's dev server and dependency optimisation at once
    // on two cores: Vitest's default minute for a browser to connect ran out in one CI run.
    connectTimeout: 180_000,
    viewport,
    screenshotFailures: false,
    expect: {
      toMatchScreenshot: {
        comparatorName: 'pixelmatch' as const,
        // Two matching captures in a row make a stable screenshot; on two busy cores that can
        // take longer than the default 5 s.
        timeout: 15_000,
        // Exact, beyond pixelmatch's per-pixel colour threshold (anti-aliasing): a tolerance in
        // pixels or as a share of the page hid a token change on small parts, e.g. a link's
        // colour (about 300 pixels of a 1280 px page; the token proof, .storybook/tokenProof.ts).
        // Captures are deterministic here: a story is compared once two captures agree.
        comparatorOptions: { threshold: 0.1, allowedMismatchedPixels: 0 },
        resolveScreenshotPath: ({
          arg,
          ext,
          project,
        }: {
          arg: string;
          ext: string;
          project: { name: string };
        }) => path.join(root, '__screenshots__', projectDir(project.name), `${arg}${ext}`),
        resolveDiffPath: ({
          arg,
          ext,
          project,
        }: {
          arg: string;
          ext: string;
          project: { name: string };
        }) => path.join(root, '.vitest-attachments', projectDir(project.name), `${arg}${ext}`),
      },
    },
  };
}

/** The stories of `mode` as a project: play, axe, missing translations and screenshot. */
function storyProject(
  name: string,
  mode: Mode,
  tags: { include?: string[]; exclude: string[] },
  excludeFiles: string[] = [],
) {
  return {
    extends: true as const,
    plugins: [
      storybookTest({
        configDir: path.join(root, '.storybook'),
        initialGlobals: modeGlobals(mode),
        tags,
      }),
    ],
    test: {
      name: `stories:${name.replace(' ', '-')}`,
      setupFiles: [path.join(root, '.storybook/vitest.setup.ts')],
      // The setup checks that a story renders the brand of its mode (see `mode-brand` below).
      provide: { modeBrand: mode.brand },
      ...(excludeFiles.length > 0 && { exclude: [...configDefaults.exclude, ...excludeFiles] }),
      // Story files share one page: each story builds its own providers and store anyway, and
      // loading the preview (every locale, every brand) once instead of per file halves the run.
      isolate: false,
      // A screenshot is "stable" after two identical captures in a row; with five browsers on
      // two cores a capture now and then misses that window. A real difference fails every try.
      retry: 2,
      browser: browser(viewports[mode.viewport]),
    },
  };
}

// A story tagged `mode-brand:<brand>` runs only in that brand's modes: it pins the brand
// itself (so the other modes would render the same page again), or it is a behaviour-only
// flow without a screenshot, which runs in the main brand's desktop and mobile modes.
const otherBrands = (mode: Mode) =>
  brandIds.filter((brand) => brand !== mode.brand).map((brand) => `mode-brand:${brand}`);

/**
 * One project per screenshot mode: each runs every story. A design-system primitive (tag
 * `primitive`: stories/ds, stories/layout) looks different per brand but its small-screen
 * layout does not: at 390 px it runs in the main brand only.
 */
const screenshotProjects = Object.entries(screenshotModes).map(([name, mode]) =>
  storyProject(name, mode, {
    exclude: [
      ...otherBrands(mode),
      ...(mode.viewport === 'mobile' && mode.brand !== 'main' ? ['primitive'] : []),
    ],
  }),
);

/**
 * The story files with no story tagged `text` (written literally, `tags: ['text']`): the tag
 * decides what a locale project runs, and leaving these files out spares each project loading
 * them only to skip every story (about half its time).
 */
function withoutTextStories(): string[] {
  const dir = path.join(root, 'stories');
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.stories\.tsx?$/.test(file))
    .filter((file) => !/tags:\s*\[[^\]]*'text'/.test(readFileSync(path.join(dir, file), 'utf8')))
    .map((file) => path.join('stories', file));
}

/**
 * One project per locale mode (fr-CA, es-MX, de-AT and the en-XA pseudo-locale, at desktop):
 * only the stories tagged `text`, the shell and dashboard screens whose layout depends on the
 * length and wording of their text (README, Tests).
 */
const noTextStories = withoutTextStories();
const localeProjects = Object.entries(localeModes).map(([name, mode]) =>
  storyProject(name, mode, { include: ['text'], exclude: otherBrands(mode) }, noTextStories),
);

const storyProjects = [...screenshotProjects, ...localeProjects, tokenProofProject(browser)];

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // The console output as before, and the story suite's visual report (reports/visual).
      reporters: ['default', './scripts/visual-report/reporter.ts'],
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            include: [
              'src/**/*.test.ts',
              'app/**/*.test.ts',
              'tokens/**/*.test.ts',
              'scripts/**/*.test.ts',
            ],
            environment: 'node',
          },
        },
        {
          extends: true,
          test: {
            name: 'server',
            include: ['server/**/*.test.ts'],
            environment: 'node',
            // Each file starts its own database; scrypt and WASM start-up are slow on two cores.
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
        // Every story rendered with renderToString in Node: no component may need the browser
        // to render (README, Tests). Not `stories:*`, which `npm run test:stories` selects.
        {
          extends: true,
          test: {
            name: 'server-render',
            include: ['.storybook/serverRender.test.tsx'],
            environment: 'node',
            // A story's loaders import its lazy chunks, transformed on first use: beside every
            // browser project on two cores, the first of them took over Vitest's default 5 s.
            testTimeout: 60_000,
          },
        },
        ...storyProjects,
      ],
    },
  }),
);
