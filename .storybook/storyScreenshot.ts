/**
 * The story screenshot check, as a browser command run in Node (vitest.config.ts registers it;
 * `.storybook/storyPage.ts` calls it): capture the story page with Playwright, compare it with
 * the committed baseline, and say what happened.
 *
 * Baselines are kept as the bytes Chromium encoded, so the usual case, a page that did not
 * change, is one capture and one byte comparison: no PNG is decoded. Vitest's own
 * `toMatchScreenshot` decoded the capture and the baseline and compared every pixel on Vitest's
 * one Node thread for every story of every mode, which for whole pages was the suite's
 * bottleneck. When the bytes differ, the pixels are compared once (pixelmatch, colour threshold
 * 0.1 for anti-aliasing, no pixel may differ), after two captures in a row agreed.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { BrowserCommand } from 'vitest/node';
import { screenshotName } from '../scripts/visual-report/model';
import { STORY_PAGE_TEST_ID } from './storyPageId';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));

/** What one check found; the browser side turns it into a failure and a report artifact. */
export interface StoryScreenshotResult {
  outcome: 'match' | 'mismatch' | 'new' | 'updated' | 'unstable';
  message?: string;
  /** Files for the report: the baseline, the capture and the difference, where they exist. */
  files: { reference?: string; actual?: string; diff?: string };
}

export interface StoryScreenshotOptions {
  /** The token proof's second look: pixelmatch's colour threshold at 0 instead of 0.1. */
  exact?: boolean;
}

/** The committed baselines of a mode. */
export const baselineDir = (mode: string) => path.join(root, '__screenshots__', mode);

/** How long a page may keep changing before the check gives up (two busy cores). */
const STABLE_WITHIN_MS = 15_000;

/**
 * The command for the stories of one project: its baselines are those of `baselineMode`
 * (the mode's own, or, for the token proof, the mode it proves against), its captures and
 * differences go to `.vitest-attachments/<attachmentsMode>/`.
 */
export function storyScreenshotCommand(folders: {
  baselineMode: (projectName: string) => string;
  attachmentsMode: (projectName: string) => string;
}): BrowserCommand<[name: string, options?: StoryScreenshotOptions]> {
  return async (context, name, options = {}) => {
    const file = `${screenshotName(name)}.png`;
    const reference = path.join(baselineDir(folders.baselineMode(context.project.name)), file);
    const attachments = path.join(
      root,
      '.vitest-attachments',
      folders.attachmentsMode(context.project.name),
    );
    const update = context.project.serializedConfig.snapshotOptions.updateSnapshot;
    const frame = await context.frame();
    const capture = () =>
      frame.getByTestId(STORY_PAGE_TEST_ID).screenshot({ animations: 'allow', caret: 'initial' });

    const first = await capture();
    const baseline = await readFile(reference).catch(() => null);
    if (baseline?.equals(first)) return { outcome: 'match', files: {} };

    const actual = await stableCapture(capture, first);
    if (!actual) {
      return {
        outcome: 'unstable',
        message: `Could not capture a stable screenshot within ${STABLE_WITHIN_MS} ms: the page kept changing.`,
        files: baseline ? { reference } : {},
      };
    }
    if (update === 'all' || (!baseline && update !== 'none')) {
      // Only a picture that changed is written: the encoder gives an unchanged story other bytes
      // from run to run (a refresh rewrote 130 and 119 baselines whose pixels were the same).
      if (baseline && compare(baseline, actual, options.exact ? 0 : 0.1).pixels === 0)
        return { outcome: 'match', files: {} };
      await write(reference, actual);
      return baseline
        ? { outcome: 'updated', message: 'The baseline was updated.', files: { reference } }
        : {
            outcome: 'new',
            message: 'No existing reference screenshot: a new one was written. Look at it.',
            files: { reference },
          };
    }
    const actualPath = path.join(attachments, file.replace(/\.png$/, '-actual.png'));
    if (!baseline) {
      await write(actualPath, actual);
      return {
        outcome: 'new',
        message: `No existing reference screenshot for ${name}: the capture is in ${actualPath}.`,
        files: { actual: actualPath },
      };
    }
    const difference = compare(baseline, actual, options.exact ? 0 : 0.1);
    if (difference.pixels === 0) return { outcome: 'match', files: {} };
    const diffPath = path.join(attachments, file.replace(/\.png$/, '-diff.png'));
    await write(actualPath, actual);
    if (difference.diff) await write(diffPath, difference.diff);
    return {
      outcome: 'mismatch',
      message: `Screenshot does not match the stored reference: ${difference.summary}.\n\nReference screenshot:\n  ${reference}\n\nActual screenshot:\n  ${actualPath}${difference.diff ? `\n\nDiff image:\n  ${diffPath}` : ''}`,
      files: { reference, actual: actualPath, ...(difference.diff && { diff: diffPath }) },
    };
  };
}

/** The capture once two in a row are the same bytes, or null if the page kept changing. */
async function stableCapture(
  capture: () => Promise<Buffer>,
  first: Buffer,
): Promise<Buffer | null> {
  const deadline = Date.now() + STABLE_WITHIN_MS;
  let previous = first;
  while (Date.now() < deadline) {
    const next = await capture();
    if (next.equals(previous)) return next;
    previous = next;
  }
  return null;
}

function compare(
  baselineBytes: Buffer,
  actualBytes: Buffer,
  threshold: number,
): { pixels: number; summary: string; diff?: Buffer } {
  const baseline = PNG.sync.read(baselineBytes);
  const actual = PNG.sync.read(actualBytes);
  if (baseline.width !== actual.width || baseline.height !== actual.height) {
    return {
      pixels: Number.POSITIVE_INFINITY,
      summary: `expected image dimensions to be ${baseline.width}×${baseline.height}px, but received ${actual.width}×${actual.height}px`,
    };
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const pixels = pixelmatch(baseline.data, actual.data, diff.data, actual.width, actual.height, {
    threshold,
  });
  // Encoding the difference costs as much as decoding both images: only for a report.
  return {
    pixels,
    summary: `${pixels} pixels differ`,
    ...(pixels > 0 && { diff: PNG.sync.write(diff) }),
  };
}

async function write(file: string, bytes: Buffer) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes);
}

declare module 'vitest/browser' {
  interface BrowserCommands {
    matchStoryScreenshot: (
      name: string,
      options?: StoryScreenshotOptions,
    ) => Promise<StoryScreenshotResult>;
  }
}
