import { brandDefaults } from '../src/platform/site/markets';
import { type ViewportName, viewports } from '../tokens/breakpoints';
import type { BrandId } from '../tokens/types';

/**
 * Modes are the brand × viewport (× locale) combinations every story is reviewed in.
 * Defined once: Chromatic reads them through `parameters.chromatic.modes`, and the local
 * screenshot suite runs one Vitest project per entry of `screenshotModes`.
 */
export interface Mode {
  brand: BrandId;
  viewport: ViewportName;
  locale: string;
  country: string;
}

const brands: BrandId[] = ['main', 'legal-contracts', 'fr-legal', 'de-legal'];

function mode(brand: BrandId, viewport: ViewportName, locale = brandDefaults[brand].locale): Mode {
  return { brand, viewport, locale, country: brandDefaults[brand].country };
}

/** Every brand at every viewport, in the brand's home locale (Chromatic). */
export const brandViewportModes: Record<string, Mode> = Object.fromEntries(
  brands.flatMap((brand) =>
    (Object.keys(viewports) as ViewportName[]).map((viewport) => [
      `${brand} ${viewport}`,
      mode(brand, viewport),
    ]),
  ),
);

/** Locale modes: the main brand in each language family plus the pseudo-locale. */
export const localeModes: Record<string, Mode> = {
  'main fr-CA': { ...mode('main', 'desktop', 'fr-CA'), country: 'CA' },
  'main es-MX': { ...mode('main', 'desktop', 'es-MX'), country: 'MX' },
  'main de-AT': { ...mode('main', 'desktop', 'de-AT'), country: 'AT' },
  'main pseudo': mode('main', 'desktop', 'en-XA'),
};

export const allModes: Record<string, Mode> = { ...brandViewportModes, ...localeModes };

/**
 * The modes the local suite runs every story in (play, axe and screenshot): each brand at
 * desktop and on mobile, in its home locale. Tablet and the locale modes stay with Chromatic;
 * this subset keeps `npm test` within minutes on two cores while every brand is seen at both
 * ends of the layout.
 */
export const screenshotModes: Record<string, Mode> = Object.fromEntries(
  brands.flatMap((brand) =>
    (['desktop', 'mobile'] as const).map((viewport) => [
      `${brand} ${viewport}`,
      brandViewportModes[`${brand} ${viewport}`] as Mode,
    ]),
  ),
);

/** A mode as Storybook globals. */
export function modeGlobals(m: Mode): Record<string, unknown> {
  return {
    brand: m.brand,
    locale: m.locale,
    country: m.country,
    viewport: { value: m.viewport, isRotated: false },
  };
}

/** Chromatic's form: each mode as the globals it sets. */
export const chromaticModes = Object.fromEntries(
  Object.entries(allModes).map(([name, m]) => [name, modeGlobals(m)]),
);
