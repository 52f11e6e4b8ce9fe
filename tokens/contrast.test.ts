import { type Rgb, rgb, wcagContrast } from 'culori';
import { describe, expect, it } from 'vitest';
import { brandTokens } from './index';
import { brandIds, type Tokens } from './types';

/** WCAG 2.2 AA: 1.4.3 text contrast and 1.4.11 non-text (UI component) contrast. */
const TEXT = 4.5;
const NON_TEXT = 3;

/**
 * A semi-transparent colour as it is actually seen: composited over the surface beneath.
 * `transparent` (a tertiary button's resting background) becomes that surface itself.
 */
function seenOver(color: string, backdrop: string): string {
  const top = rgb(color);
  const bottom = rgb(backdrop);
  if (!top || !bottom) throw new Error(`Not a colour: ${color} over ${backdrop}`);
  const alpha = top.alpha ?? 1;
  const mix = (a: number, b: number) => a * alpha + b * (1 - alpha);
  const seen: Rgb = {
    mode: 'rgb',
    r: mix(top.r, bottom.r),
    g: mix(top.g, bottom.g),
    b: mix(top.b, bottom.b),
  };
  return `rgb(${seen.r * 255}, ${seen.g * 255}, ${seen.b * 255})`;
}

interface Pair {
  name: string;
  fg: string;
  bg: string;
}

/** Every text role on every background it is drawn on (WCAG 1.4.3, 4.5:1). */
function textPairs(t: Tokens): Pair[] {
  const { surface, text, action, tone, field } = t.color;
  const surfaces = { page: surface.page, raised: surface.raised, sunken: surface.sunken };
  const pairs: Pair[] = [];
  for (const [surfaceName, bg] of Object.entries(surfaces)) {
    for (const role of [
      'primary',
      'secondary',
      'link',
      'linkHover',
      'critical',
      'success',
    ] as const) {
      pairs.push({ name: `text.${role} on surface.${surfaceName}`, fg: text[role], bg });
    }
    for (const [toneName, toneTokens] of Object.entries(tone)) {
      pairs.push({
        name: `tone.${toneName}.text on surface.${surfaceName}`,
        fg: toneTokens.text,
        bg,
      });
    }
  }
  pairs.push({ name: 'text.inverse on surface.inverse', fg: text.inverse, bg: surface.inverse });
  for (const [actionName, a] of Object.entries(action)) {
    for (const state of ['bg', 'bgHover', 'bgPressed'] as const) {
      pairs.push({
        name: `action.${actionName}.text on ${state}`,
        fg: a.text,
        bg: seenOver(a[state], surface.page),
      });
    }
  }
  for (const [toneName, toneTokens] of Object.entries(tone)) {
    pairs.push({
      name: `tone.${toneName}.text on tone bg`,
      fg: toneTokens.text,
      bg: toneTokens.bg,
    });
    // Tinted cards and messages hold ordinary body copy too.
    for (const role of ['primary', 'secondary'] as const) {
      pairs.push({
        name: `text.${role} on tone.${toneName}.bg`,
        fg: text[role],
        bg: toneTokens.bg,
      });
    }
  }
  pairs.push({ name: 'field.placeholder on field.bg', fg: field.placeholder, bg: field.bg });
  pairs.push({ name: 'text.primary on field.bg', fg: text.primary, bg: field.bg });
  return pairs;
}

/** Boundaries and indicators a user must see to use a component (WCAG 1.4.11, 3:1). */
function nonTextPairs(t: Tokens): Pair[] {
  const { surface, border, field, selected, tone, action } = t.color;
  const pairs: Pair[] = [
    { name: 'field.border on field.bg', fg: field.border, bg: field.bg },
    { name: 'field.border on surface.page', fg: field.border, bg: surface.page },
    { name: 'field.borderHover on field.bg', fg: field.borderHover, bg: field.bg },
    { name: 'field.borderInvalid on field.bg', fg: field.borderInvalid, bg: field.bg },
    { name: 'selected.bg on surface.page', fg: selected.bg, bg: surface.page },
    { name: 'selected.bgHover on surface.page', fg: selected.bgHover, bg: surface.page },
    { name: 'selected.mark on selected.bg', fg: selected.mark, bg: selected.bg },
    { name: 'selected.track on surface.page', fg: selected.track, bg: surface.page },
    { name: 'action.primary.bg on surface.page', fg: action.primary.bg, bg: surface.page },
    // The filled part of a progress bar on its sunken track.
    { name: 'action.primary.bg on surface.sunken', fg: action.primary.bg, bg: surface.sunken },
    {
      name: 'action.secondary.border on surface.page',
      fg: action.secondary.border,
      bg: surface.page,
    },
    { name: 'action.critical.bg on surface.page', fg: action.critical.bg, bg: surface.page },
  ];
  for (const [surfaceName, bg] of Object.entries({
    page: surface.page,
    raised: surface.raised,
    sunken: surface.sunken,
  })) {
    pairs.push({ name: `border.default on surface.${surfaceName}`, fg: border.default, bg });
    pairs.push({ name: `border.strong on surface.${surfaceName}`, fg: border.strong, bg });
    pairs.push({ name: `border.focus on surface.${surfaceName}`, fg: border.focus, bg });
    for (const [toneName, toneTokens] of Object.entries(tone)) {
      pairs.push({
        name: `tone.${toneName}.solid on surface.${surfaceName}`,
        fg: toneTokens.solid,
        bg,
      });
    }
  }
  pairs.push({
    name: 'border.focusInverse on surface.inverse',
    fg: border.focusInverse,
    bg: surface.inverse,
  });
  return pairs;
}

/**
 * WCAG exempts disabled controls from contrast requirements (1.4.3 "incidental": text in an
 * inactive user interface component). We still hold them to a legibility floor of 3:1 so a
 * member can read what is unavailable; this is our rule, not AA.
 */
const DISABLED_FLOOR = 3;
function disabledPairs(t: Tokens): Pair[] {
  const { action, field, text, surface } = t.color;
  return [
    ...Object.entries(action).map(([name, a]) => ({
      name: `action.${name}.textDisabled on bgDisabled`,
      fg: a.textDisabled,
      bg: seenOver(a.bgDisabled, surface.page),
    })),
    { name: 'text.disabled on field.bgDisabled', fg: text.disabled, bg: field.bgDisabled },
    { name: 'text.disabled on surface.page', fg: text.disabled, bg: surface.page },
  ];
}

const ratio = (p: Pair) => Math.round(wcagContrast(p.fg, p.bg) * 100) / 100;
const failures = (pairs: Pair[], min: number) =>
  pairs.filter((p) => ratio(p) < min).map((p) => `${p.name}: ${ratio(p)} (${p.fg} on ${p.bg})`);

describe.each(brandIds)('brand %s meets WCAG AA contrast', (brand) => {
  const tokens = brandTokens[brand];

  it(`text on its background is at least ${TEXT}:1`, () => {
    expect(failures(textPairs(tokens), TEXT)).toEqual([]);
  });

  it(`UI components against their background are at least ${NON_TEXT}:1`, () => {
    expect(failures(nonTextPairs(tokens), NON_TEXT)).toEqual([]);
  });

  it(`disabled states stay legible (at least ${DISABLED_FLOOR}:1, beyond AA)`, () => {
    expect(failures(disabledPairs(tokens), DISABLED_FLOOR)).toEqual([]);
  });
});

describe('the contrast check itself', () => {
  it('fails a pair below the threshold and passes one above it', () => {
    const grey = { name: 'grey on white', fg: '#999999', bg: '#ffffff' };
    const black = { name: 'black on white', fg: '#000000', bg: '#ffffff' };
    expect(failures([grey, black], TEXT)).toEqual([expect.stringContaining('grey on white')]);
  });

  it('composites a transparent background over the surface beneath', () => {
    expect(wcagContrast(seenOver('transparent', '#ffffff'), '#ffffff')).toBe(1);
    expect(wcagContrast(seenOver('rgba(0, 0, 0, 0.5)', '#ffffff'), '#808080')).toBeCloseTo(1, 1);
  });
});
