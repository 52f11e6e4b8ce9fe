import type { ComposedStoryFn } from 'storybook/internal/types';
import { afterEach, beforeEach, expect, recordArtifact, type TestContext } from 'vitest';
import { commands, server } from 'vitest/browser';
import { vars } from '../src/theme/contract.css';
import { freezeMotion } from './pageHygiene';
import { expectStoryScreenshot, StoryScreenshotError } from './storyPage';
import { tokenProof } from './tokenProof';

// The setup of `stories:token-proof` (see ./tokenProof.ts): instead of the regular screenshot
// check, each story asserts "uses the changed token ⇔ its screenshot differs from the mode's
// committed baseline".

const tokenVar = tokenProof.token
  .split('.')
  .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], vars) as string;

/** A colour as `getComputedStyle` writes it (`rgb(11, 99, 246)`). */
function computedColour(colour: string): string {
  const probe = document.createElement('span');
  probe.style.color = colour;
  document.body.append(probe);
  const value = getComputedStyle(probe).color;
  probe.remove();
  return value;
}

const px = (value: string) => Number.parseFloat(value) || 0;

const svgShapes = 'path, circle, rect, ellipse, line, polyline, polygon, text, tspan, use';

/** Hidden from sight: not rendered, invisible, transparent, or inside a 1 px clipped box. */
function isHidden(element: Element): boolean {
  if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return true;
  for (let node: Element | null = element; node; node = node.parentElement) {
    const style = getComputedStyle(node);
    if (style.overflow === 'visible' && style.clip === 'auto') continue;
    const box = node.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) return true;
  }
  return false;
}

function paintsText(element: Element): boolean {
  if (
    (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) &&
    element.value !== ''
  ) {
    return true;
  }
  return [...element.childNodes].some(
    (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
  );
}

/**
 * Where the sentinel is painted: every visible element of the document (portals included) and
 * its ::before and ::after, each colour-bearing property counted only where it paints (text
 * colour on text, a border with a width and a style, an outline, an underline, SVG fill and
 * stroke on shapes, shadows, backgrounds and gradients).
 */
function paintsSentinel(sentinel: string): string[] {
  const found: string[] = [];
  const describe = (element: Element, pseudo: string, property: string) => {
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const name = `${element.tagName.toLowerCase()}${pseudo}`;
    return `${name}${text ? ` "${text}"` : ''} ${property}`;
  };
  const check = (element: Element, style: CSSStyleDeclaration, pseudo: string) => {
    const is = (value: string) => value.includes(sentinel);
    const content = pseudo ? style.content : '';
    const hasText = pseudo
      ? /^["'].+["']$/.test(content) && content.length > 2
      : paintsText(element);
    if (hasText && is(style.color)) found.push(describe(element, pseudo, 'color'));
    if (
      is(style.textDecorationColor) &&
      style.textDecorationLine !== 'none' &&
      (element.textContent ?? '').trim() !== ''
    ) {
      found.push(describe(element, pseudo, 'text-decoration-color'));
    }
    if (is(style.backgroundColor)) found.push(describe(element, pseudo, 'background-color'));
    if (is(style.backgroundImage)) found.push(describe(element, pseudo, 'background-image'));
    if (is(style.boxShadow)) found.push(describe(element, pseudo, 'box-shadow'));
    for (const side of ['top', 'right', 'bottom', 'left'] as const) {
      const colour = style.getPropertyValue(`border-${side}-color`);
      const width = px(style.getPropertyValue(`border-${side}-width`));
      const line = style.getPropertyValue(`border-${side}-style`);
      if (is(colour) && width > 0 && line !== 'none' && line !== 'hidden') {
        found.push(describe(element, pseudo, `border-${side}-color`));
      }
    }
    if (is(style.outlineColor) && px(style.outlineWidth) > 0 && style.outlineStyle !== 'none') {
      found.push(describe(element, pseudo, 'outline-color'));
    }
    if (!pseudo && element.matches(svgShapes)) {
      if (is(style.fill)) found.push(describe(element, pseudo, 'fill'));
      if (is(style.stroke) && px(style.strokeWidth) > 0) {
        found.push(describe(element, pseudo, 'stroke'));
      }
    }
  };
  for (const element of document.body.querySelectorAll('*')) {
    if (isHidden(element)) continue;
    check(element, getComputedStyle(element), '');
    for (const pseudo of ['::before', '::after']) {
      const style = getComputedStyle(element, pseudo);
      if (style.content !== 'none' && style.content !== 'normal') check(element, style, pseudo);
    }
  }
  return found;
}

beforeEach((context) => {
  // `--update` rewrites a reference that differs: here that reference would be a committed
  // baseline of another mode, rewritten with the changed token.
  if (server.config.snapshotOptions.updateSnapshot === 'all') {
    context.skip('the token proof compares with committed baselines and never updates them');
  }
});

afterEach(async (context) => {
  const story = (context as unknown as { story?: ComposedStoryFn }).story;
  if (!story || context.task.result?.state === 'fail') return;
  if ((story.parameters.screenshot as { disable?: boolean } | undefined)?.disable) return;
  const sentinel = computedColour(tokenProof.sentinel);
  // The change must be live, or every story would "prove" it by not using it.
  const probe = document.createElement('span');
  probe.style.color = tokenVar;
  document.body.append(probe);
  const tokenColour = getComputedStyle(probe).color;
  probe.remove();
  expect(
    tokenColour,
    `${tokenProof.token} is not the sentinel in ${tokenProof.brand}: the change is not applied`,
  ).toBe(sentinel);
  expect(
    await commands.tokenProofHasBaseline(story.id),
    `no baseline for ${story.id} in ${tokenProof.mode}`,
  ).toBe(true);

  freezeMotion();
  await document.fonts.ready;
  document.body.style.minHeight = '100vh';
  const uses = paintsSentinel(sentinel);
  const where = uses.slice(0, 5).join('; ') + (uses.length > 5 ? `; … ${uses.length} in all` : '');
  // Exactly the regular check of the mode, against its baseline and with its tolerance.
  const difference = await screenshotDifference(context.task, story.id);
  if (uses.length > 0 && !difference) {
    // Say whether the change is there but within the matrix's tolerance (the diff is then
    // recorded for the report) or not visible at all.
    const exact = await screenshotDifference(context.task, story.id, { exact: true });
    throw new Error(
      `${story.id} paints ${tokenProof.token} (${where}) but its screenshot matches the ${tokenProof.mode} baseline: the matrix would miss this token change. ${
        exact
          ? `With no tolerance: ${pixels(exact)}, so the change is within pixelmatch's colour threshold (0.1) of the matrix.`
          : 'Even with no tolerance the screenshot is the same: the token is painted where it cannot be seen.'
      }`,
    );
  }
  if (uses.length === 0 && difference) {
    difference.message = `${story.id} does not paint ${tokenProof.token} but its screenshot differs from the ${tokenProof.mode} baseline:\n${difference.message}`;
    throw difference;
  }
  // The outcome, for the report: a story that paints the token passes with the expected
  // difference, whose reference, actual and diff images the check has recorded.
  await recordArtifact(context.task, {
    type: 'token-proof',
    token: tokenProof.token,
    brand: tokenProof.brand,
    paints: uses,
    differs: difference !== undefined,
    message: difference
      ? `paints ${tokenProof.token} (${where}); differs from the ${tokenProof.mode} baseline (${pixels(difference)}), as it must`
      : `does not paint ${tokenProof.token}; matches the ${tokenProof.mode} baseline, as it must`,
  });
});

/** The mismatch with the mode's committed baseline, if any (other failures are thrown). */
async function screenshotDifference(
  task: TestContext['task'],
  id: string,
  { exact = false } = {},
): Promise<Error | undefined> {
  try {
    await expectStoryScreenshot(task, id, { exact });
    return undefined;
  } catch (error) {
    if (error instanceof StoryScreenshotError && error.result.outcome === 'mismatch') return error;
    throw error;
  }
}

const pixels = (difference: Error) =>
  difference.message.match(/\d+ pixels/)?.[0].concat(' differ') ?? 'sizes differ';

declare module 'vitest' {
  interface TestArtifactRegistry {
    'token-proof': {
      type: 'token-proof';
      token: string;
      brand: string;
      /** Where the story paints the token (empty: it does not). */
      paints: string[];
      differs: boolean;
      message: string;
    };
  }
}
