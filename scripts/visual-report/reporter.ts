/**
 * A Vitest reporter that writes the visual report of the story suite at the end of every run
 * that ran stories (`reports/visual/index.html`, and its data as `results.json`) and prints its
 * path in one line. It sits beside the default reporter (vitest.config.ts) and leaves the
 * console output alone.
 *
 * Fast on purpose (the suite has thousands of story × mode tests): it reads each story file's
 * title once, checks that baselines exist and links them where they are
 * (`../../__screenshots__/…`); it copies only the images of screenshots that differed (Vitest's
 * copies under `.vitest-attachments/`), so the folder holds everything a failure needs.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, SerializedError, TestModule, TestProject, Vitest } from 'vitest/node';
import {
  modeOfProject,
  type RawError,
  type ReportEntry,
  screenshotName,
  stripAnsi,
  summarize,
  type TestState,
  titleFromSource,
  toEntry,
} from './model';
import { renderReport } from './render';

export interface VisualReportOptions {
  /** Where the page and its images go, from the root. @default 'reports/visual' */
  outDir?: string;
  /** The baselines (`<dir>/<mode>/<story-id>.png`), from the root. @default '__screenshots__' */
  screenshotsDir?: string;
  /** Storybook the story links open. @default process.env.STORYBOOK_URL ?? 'http://localhost:6006' */
  storybookUrl?: string;
}

/** The globals @storybook/addon-vitest gives a project's stories (`initialGlobals` of storybookTest). */
const initialGlobalsKey = 'storybook/test-initial-globals';

function globalsOf(project: TestProject): Record<string, unknown> {
  const provided = project.getProvidedContext() as Record<string, unknown>;
  const globals = provided[initialGlobalsKey];
  return globals && typeof globals === 'object' ? (globals as Record<string, unknown>) : {};
}

/** A link from the report's folder to a file: `../../__screenshots__/main-desktop/x.png`. */
function hrefFrom(dir: string, file: string): string {
  return encodeURI(path.relative(dir, file).split(path.sep).join('/'));
}

function errorText(error: SerializedError | { message?: string; stack?: string }): string {
  const message = stripAnsi(error.message ?? String(error));
  const stack = error.stack ? stripAnsi(error.stack).split('\n').slice(1, 6).join('\n') : '';
  return stack ? `${message}\n${stack}` : message;
}

export default class VisualReportReporter implements Reporter {
  private vitest: Vitest | undefined;
  private readonly options: VisualReportOptions;

  constructor(options: VisualReportOptions = {}) {
    this.options = options;
  }

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
  }

  onTestRunEnd(
    testModules: ReadonlyArray<TestModule>,
    unhandledErrors: ReadonlyArray<SerializedError>,
  ): void {
    const vitest = this.vitest;
    if (!vitest) return;
    const storyModules = testModules.filter((module) => modeOfProject(module.project.name));
    if (storyModules.length === 0) return;

    const root = vitest.config.root;
    const outDir = path.resolve(root, this.options.outDir ?? 'reports/visual');
    const screenshotsDir = path.resolve(root, this.options.screenshotsDir ?? '__screenshots__');
    const storybookUrl =
      this.options.storybookUrl ?? process.env.STORYBOOK_URL ?? 'http://localhost:6006';
    const imagesDir = path.join(outDir, 'images');
    rmSync(imagesDir, { recursive: true, force: true });

    const entries = storyModules.flatMap((module) =>
      this.entriesOf(module, root, screenshotsDir, storybookUrl),
    );
    for (const entry of entries) this.link(entry, outDir, imagesDir);

    const modes = vitest.projects
      .map((project) => modeOfProject(project.name))
      .filter((mode): mode is string => mode !== undefined && entries.some((e) => e.mode === mode));
    const outsideErrors = [
      ...storyModules.flatMap((module) =>
        module
          .errors()
          .map((error) => `${path.relative(root, module.moduleId)}: ${errorText(error)}`),
      ),
      ...unhandledErrors.map(errorText),
    ];

    mkdirSync(outDir, { recursive: true });
    const page = path.join(outDir, 'index.html');
    writeFileSync(page, renderReport({ entries, modes, generatedAt: new Date(), outsideErrors }));

    const summary = summarize(entries);
    // The same entries for tools (durations per story and mode, axe results, states).
    writeFileSync(
      path.join(outDir, 'results.json'),
      JSON.stringify({ generatedAt: new Date().toISOString(), modes, summary, entries }),
    );
    vitest.logger.log(
      `Visual report: ${path.relative(process.cwd(), page)} (${summary.failed} failed, ${summary.axeViolations} axe violations)`,
    );
  }

  private entriesOf(
    module: TestModule,
    root: string,
    screenshotsDir: string,
    storybookUrl: string,
  ): ReportEntry[] {
    const mode = modeOfProject(module.project.name) as string;
    const globals = globalsOf(module.project);
    const file = path.relative(root, module.moduleId);
    let source: string | undefined;
    try {
      source = readFileSync(module.moduleId, 'utf8');
    } catch {
      source = undefined;
    }
    const entries: ReportEntry[] = [];
    for (const test of module.children.allTests()) {
      const meta = test.meta() as { storyId?: unknown; reports?: unknown };
      const storyId = typeof meta.storyId === 'string' ? meta.storyId : test.fullName;
      const result = test.result();
      const diagnostic = test.diagnostic();
      const baseline = path.join(screenshotsDir, mode, `${screenshotName(storyId)}.png`);
      entries.push(
        toEntry({
          projectName: module.project.name,
          storyId,
          name: test.name,
          title: titleFromSource(source, storyId),
          file,
          state: result.state as TestState,
          retries: diagnostic?.retryCount ?? 0,
          flaky: diagnostic?.flaky ?? false,
          durationMs: diagnostic?.duration ?? 0,
          errors: (result.errors ?? []) as readonly RawError[],
          reports: meta.reports,
          artifacts: test.artifacts(),
          baseline: existsSync(baseline) ? baseline : undefined,
          globals,
          storybookUrl,
        }),
      );
    }
    return entries;
  }

  /**
   * Turns the entry's files into links from the page: baselines where they are, the images of
   * a differing screenshot copied into `images/<mode>/` (Vitest overwrites or prunes its own).
   */
  private link(entry: ReportEntry, outDir: string, imagesDir: string): void {
    const shots = entry.screenshots;
    if (shots.kind === 'mismatch') {
      const dir = path.join(imagesDir, entry.mode);
      mkdirSync(dir, { recursive: true });
      for (const name of ['reference', 'actual', 'diff'] as const) {
        const from = shots[name];
        if (!from || !existsSync(from)) {
          delete shots[name];
          continue;
        }
        const to = path.join(dir, `${screenshotName(entry.storyId)}-${name}.png`);
        copyFileSync(from, to);
        shots[name] = hrefFrom(outDir, to);
      }
    } else {
      delete shots.reference;
    }
    if (shots.baseline) shots.baseline = hrefFrom(outDir, shots.baseline);
  }
}
