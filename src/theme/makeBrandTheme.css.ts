import { createTheme, globalStyle } from '@vanilla-extract/css';
import { mediaQuery } from '../../tokens/breakpoints';
import type { Tokens } from '../../tokens/types';
import { vars } from './contract.css';

/**
 * One brand's theme class. Under `prefers-reduced-motion` every duration collapses to 0
 * (the shimmer included), so motion is opt-in for the user rather than opt-out.
 */
export function makeBrandTheme(tokens: Tokens, debugId: string): string {
  const themeClass = createTheme(vars, tokens, debugId);
  globalStyle(`.${themeClass}`, {
    '@media': {
      [mediaQuery.reducedMotion]: {
        vars: {
          [vars.motion.duration.fast]: '0ms',
          [vars.motion.duration.normal]: '0ms',
          [vars.motion.duration.slow]: '0ms',
          [vars.motion.duration.shimmer]: '0ms',
        },
      },
    },
  });
  globalStyle(`.${themeClass}`, {
    fontFamily: vars.font.family.body,
    lineHeight: vars.font.lineHeight.normal,
    color: vars.color.text.primary,
    backgroundColor: vars.color.surface.page,
    WebkitFontSmoothing: 'antialiased',
  });
  // The brand's body size goes on the body (or on a themed element inside the page), never on
  // <html>: the root keeps the member's own default size, so every rem token means what it says
  // (`xs` 0.75rem is 12 px in every brand, not 11.25 px under a 15 px root) and follows the
  // browser's text-size setting.
  globalStyle(`.${themeClass} body, .${themeClass}:not(:root)`, {
    fontSize: vars.font.size.md,
  });
  // Zero specificity (`:where`), so any component class that styles its own heading wins.
  globalStyle(`:where(.${themeClass}) :where(h1, h2, h3, h4, h5, h6)`, {
    fontFamily: vars.font.family.heading,
    letterSpacing: vars.font.letterSpacing.heading,
    lineHeight: vars.font.lineHeight.tight,
  });
  return themeClass;
}
