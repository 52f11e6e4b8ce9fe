import path from 'node:path';
import { STORYBOOK_TEST_INITIAL_GLOBALS_PROVIDE_KEY } from '@storybook/addon-vitest/constants';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import type { BrowserCommand } from 'vitest/node';
import { ownDependencyCache } from './.storybook/dependencyCache';
import { localeModes, type Mode, modeGlobals, screenshotModes } from './.storybook/modes';
import {
  docsPages,
  filesTagged,
  filesWithNoStoryFor,
  readStoryFiles,
  type TagFilter,
} from './.storybook/storyFiles';
import { storyScreenshotCommand } from './.storybook/storyScreenshot';
import { tokenProofProject } from './.storybook/tokenProof.config';
import { chromiumArgs, chromiumPath } from './scripts/chromium';
import { viewports } from './tokens/breakpoints';
import { type BrandId, brandIds } from './tokens/types';
import viteConfig from './vite.config';

const root = path.dirname(new URL(import.meta.url).pathname);

/** The story files with their stories' tags, read once (`.storybook/storyFiles.ts`). */
const storyFiles = readStoryFiles(root);

/** `stories:main-desktop` → `main-desktop`, the folder of the mode's baselines. */
const modeFolder = (projectName: string) => projectName.replace(/^stories:/, '');

/**
 * The runner's window, for a whole-story capture (.storybook/storyPage.ts). Vitest scales the
 * story frame down to fit the window, so the window is the mode's size, or the page's.
 */
const resizeStoryWindow: BrowserCommand<[width: number, height: number]> = async (
  context,
  width,
  height,
) => {
  await context.page.setViewportSize({ width, height });
};

type Viewport = { width: number; height: number };

/** Debian's Chromium with a window of the mode's viewport. */
const chromium = (viewport: Viewport) =>
  playwright({
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    // Reduced motion stops the shimmer and transitions, so screenshots are stable. The
    // window is the mode's viewport, so the story frame is drawn 1:1 (Vitest scales a frame
    // larger than its window: 1280 px were captured at 1152).
    contextOptions: { reducedMotion: 'reduce', deviceScaleFactor: 1, viewport },
  });

function browser(viewport: Viewport) {
  return {
    enabled: true,
    headless: true,
    provider: chromium(viewport),
    commands: {
      resizeStoryWindow,
      matchStoryScreenshot: storyScreenshotCommand({
        baselineMode: modeFolder,
        attachmentsMode: modeFolder,
      }),
    },
    instances: [{ browser: 'chromium' as const }],
    viewport,
    screenshotFailures: false,
    // One story page per window (the node projects' two workers must not become two pages).
    fileParallelism: false,
  };
}

/**
 * One mode as a browser instance of its project: its brand, country, locale and viewport, and
 * its baselines in `__screenshots__/<mode>/` (named after the instance, `stories:<mode>`).
 */
function modeInstance(name: string, mode: Mode, excludeFiles: string[] = []) {
  return {
    browser: 'chromium' as const,
    name: `stories:${name.replace(' ', '-')}`,
    viewport: viewports[mode.viewport],
    provider: chromium(viewports[mode.viewport]),
    provide: {
      [STORYBOOK_TEST_INITIAL_GLOBALS_PROVIDE_KEY]: modeGlobals(mode),
      // The setup checks that a story renders the brand of its mode (see `mode-brand` below).
      modeBrand: mode.brand,
    },
    exclude: [...configDefaults.exclude, ...excludeFiles],
  };
}

/**
 * Story modes that select the same stories, as one project: play, axe, missing translations
 * and screenshot in each mode. Its modes are browser instances sharing the project's Vite
 * server, so story files are transformed and dependencies bundled once for all of them
 * (a project per mode did that thirteen times, on two cores, before the first story ran).
 */
function storyProject(
  name: string,
  groupOrder: number,
  modes: [string, Mode][],
  tags: TagFilter,
  excludeFiles: (mode: Mode) => string[] = () => [],
) {
  // Files it would load only to skip every story: documentation pages, and the files of which
  // its tags select no story (another brand's flows, files without a text story).
  const notRun = [...docsPages, ...filesWithNoStoryFor(storyFiles, tags)];
  return {
    extends: true as const,
    plugins: [
      storybookTest({ configDir: path.join(root, '.storybook'), tags }),
      ownDependencyCache(path.join(root, 'node_modules/.vite', `stories-${name}`)),
    ],
    test: {
      name: `stories:${name}`,
      sequence: { groupOrder },
      setupFiles: [path.join(root, '.storybook/vitest.setup.ts')],
      // Story files share one page: each story builds its own providers and store anyway, and
      // loading the preview (every locale, every brand) once instead of per file halves the run.
      isolate: false,
      // No retry: a story that passes only on a second try waits on the wrong thing, a defect to
      // fix at its cause (docs/decisions.md, "Story retries"). A failing story prints what hid
      // elements while it ran (.storybook/visibilityDiagnosis.ts).
      retry: 0,
      // A page story's play (a dashboard route, the header's menus) took 15–25 s in the locale
      // project's four windows on two busy cores: Vitest's 15 s for a browser test cut it off.
      // A limit for a hang, not a measure of speed (timings are `npm run bench`'s).
      testTimeout: 45_000,
      browser: {
        ...browser(viewports.desktop),
        instances: modes.map(([modeName, mode]) =>
          modeInstance(modeName, mode, [...notRun, ...excludeFiles(mode)]),
        ),
      },
    },
  };
}

// A story tagged `mode-brand:<brand>` runs only in that brand's modes: it pins the brand
// itself (so the other modes would render the same page again), or it is a behaviour-only
// flow without a screenshot, which runs in the main brand's desktop and mobile modes.
const otherBrands = (brand: BrandId) =>
  brandIds.filter((other) => other !== brand).map((other) => `mode-brand:${other}`);

/**
 * One project per brand, its desktop and mobile modes as instances: every story but those
 * pinned to another brand. A design-system primitive (tag `primitive` on its stories file:
 * stories/ds, stories/layout) looks different per brand but its small-screen layout does not:
 * at 390 px it runs in the main brand only.
 */
const primitiveFiles = filesTagged(storyFiles, 'primitive');

/**
 * Which story projects run together (Vitest's `sequence.groupOrder`, groups in turn): the main
 * brand beside the node projects; then two brands' four windows; then the last brand with the
 * token proof; then the four locale windows. See `storyProjects` below.
 */
const storyGroup = {
  main: 0,
  'legal-contracts': 1,
  'fr-legal': 1,
  'de-legal': 2,
  tokenProof: 2,
  locales: 3,
} as const satisfies Record<BrandId | 'locales' | 'tokenProof', number>;

const brandProjects = brandIds.map((brand) =>
  storyProject(
    brand,
    storyGroup[brand],
    Object.entries(screenshotModes).filter(([, mode]) => mode.brand === brand),
    { exclude: otherBrands(brand) },
    (mode) => (mode.viewport === 'mobile' && mode.brand !== 'main' ? primitiveFiles : []),
  ),
);

/**
 * The locale modes (fr-CA, es-MX, de-AT and the en-XA pseudo-locale, main brand at desktop)
 * as one project: only the stories tagged `text`, the shell and dashboard screens whose layout
 * depends on the length and wording of their text (docs/testing.md).
 */
const localeProject = storyProject('locales', storyGroup.locales, Object.entries(localeModes), {
  include: ['text'],
  exclude: otherBrands('main'),
});

/**
 * The story projects run in groups one after another (`storyGroup`), each with its modes'
 * windows side by side, the node projects beside the first: all thirteen windows at once on two
 * cores made every story file 7 to 30 times slower than alone (the suite took over 35 min
 * instead of about 15). Two brands together (four windows) take 187 s against 236 s in turn: a
 * brand's phone window, without the primitives, idles for its last 40 s alone. Seven windows
 * (the last brand with the locales) gained nothing. Measured: docs/decisions.md "Story
 * projects in turn".
 */
const storyProjects = [
  ...brandProjects,
  localeProject,
  tokenProofProject(browser, storyGroup.tokenProof),
];

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // The console output as before, and the story suite's visual report (reports/visual).
      reporters: ['default', './scripts/visual-report/reporter.ts'],
      // A fresh clone starts every story project's dev server and dependency optimisation at
      // once on two cores: Vitest's default minute for a browser to connect ran out, and three
      // did too with other work on the cores (the last instance connected after 3.4 min). A
      // limit on a cold start only; Vitest reads it from the root config (not a project's).
      browser: { connectTimeout: 360_000 },
      // Two workers for the node projects (unit, server, server-render), which run beside the
      // first story group: with Vitest's default of one on two cores they ran file by file and
      // held the next group back. Projects of one group must agree on this number, so it is set
      // here; each story window still runs one page (`fileParallelism: false` above).
      maxWorkers: 2,
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            // Test files share a worker's modules instead of loading them again per file (each
            // test makes its own store, client and fake server): 128 → 71 CPU-seconds for the
            // project on two cores, the same 2,957 tests passing (docs/decisions.md).
            isolate: false,
            include: [
              'src/**/*.test.ts',
              'src/**/*.test.tsx',
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
            // As `unit`: each file starts its own server and database, so sharing the loaded
            // modules is safe and saves their loading (197 → 143 CPU-seconds).
            isolate: false,
            environment: 'node',
            // One seeded PGlite database that each test server copies (server/test/pgliteTemplate.ts).
            globalSetup: ['server/test/pgliteTemplate.ts'],
            // Each file starts its own database; scrypt and WASM start-up are slow on two cores,
            // and slower beside the thirteen story browsers (a run of 21 account creations took
            // over 30 s there). A limit for a hang, not a measure of speed.
            testTimeout: 60_000,
            hookTimeout: 60_000,
          },
        },
        // Every story rendered with renderToString in Node: no component may need the browser
        // to render (docs/testing.md). Not `stories:*`, which `npm run test:stories` selects.
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
