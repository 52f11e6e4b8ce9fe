import { baseTokens } from './base';
import { makeTokens } from './makeTokens';

const bordeaux = '#7a1a30';
const bordeauxHover = '#63142a';
const bordeauxPressed = '#4d0f20';
const blush = '#f8e9e7';
const blushPressed = '#f0d5d3';
const cream = '#fdf8f1';
const ivory = '#fffdf9';
const ink = '#2e1a1f';
const plum = '#5f4a4e';
const taupe = '#8e7c76';
const muted = '#6e5d60';
const critical = '#b02a17';

/**
 * `fr-legal`: warm and literary. Bordeaux on cream, Playfair Display headings with Nunito Sans
 * body copy, generous rounded shapes, soft warm shadows, roomier spacing and a slower,
 * gentler motion curve.
 */
export const frLegalTokens = makeTokens(baseTokens, {
  color: {
    surface: {
      page: cream,
      raised: ivory,
      sunken: '#f6ede1',
      inverse: '#3d0f1c',
      backdrop: 'rgba(45, 12, 22, 0.55)',
    },
    text: {
      primary: ink,
      secondary: plum,
      inverse: ivory,
      disabled: muted,
      link: '#8a1c35',
      linkHover: '#5c0f22',
      critical,
      success: '#2f6b2f',
    },
    border: {
      subtle: '#eaddcc',
      default: taupe,
      strong: plum,
      focus: '#8a1c35',
      focusInverse: '#f0a8b8',
    },
    action: {
      primary: {
        bg: bordeaux,
        bgHover: bordeauxHover,
        bgPressed: bordeauxPressed,
        bgDisabled: '#efe3d6',
        text: ivory,
        textDisabled: muted,
        border: bordeaux,
      },
      secondary: {
        bg: ivory,
        bgHover: blush,
        bgPressed: blushPressed,
        bgDisabled: '#f6ede1',
        text: bordeaux,
        textDisabled: muted,
        border: bordeaux,
      },
      tertiary: {
        bg: 'transparent',
        bgHover: blush,
        bgPressed: blushPressed,
        bgDisabled: 'transparent',
        text: bordeaux,
        textDisabled: muted,
        border: 'transparent',
      },
      critical: {
        bg: critical,
        bgHover: '#911f10',
        bgPressed: '#74180c',
        bgDisabled: '#efe3d6',
        text: '#ffffff',
        textDisabled: muted,
        border: critical,
      },
    },
    field: {
      bg: ivory,
      bgDisabled: '#f6ede1',
      border: taupe,
      borderHover: plum,
      borderInvalid: critical,
      placeholder: muted,
    },
    selected: { bg: bordeaux, bgHover: bordeauxHover, mark: ivory, track: taupe },
    tone: {
      critical: { bg: '#fcebe7', text: '#a3281b', border: '#efb9ae', solid: '#b8321c' },
      success: { bg: '#edf5e9', text: '#2f6b2f', border: '#b7d6ac', solid: '#3b7d3b' },
      warning: { bg: '#fdf0d9', text: '#7d4b00', border: '#eccb8f', solid: '#a36200' },
      info: { bg: '#ecf0f8', text: '#2d4c86', border: '#b8c6e2', solid: '#3a5a99' },
      neutral: { bg: '#f4ebe2', text: '#574448', border: '#dccbbf', solid: '#7d6a66' },
    },
    skeleton: { base: '#f0e5d8', highlight: '#faf4ec' },
  },
  font: {
    family: {
      body: "'Nunito Sans', 'Segoe UI', system-ui, sans-serif",
      heading: "'Playfair Display', Georgia, 'Times New Roman', serif",
    },
    weight: { regular: '400', medium: '600', bold: '700' },
    size: { xl: '1.5rem', xxl: '2rem', display: '2.625rem' },
    lineHeight: { tight: '1.2', normal: '1.6', relaxed: '1.8' },
    letterSpacing: { heading: '0', caps: '0.1em' },
  },
  space: { lg: '1.125rem', xl: '1.75rem', xxl: '3rem', gutter: '1.5rem' },
  radius: { sm: '8px', md: '12px', lg: '20px', control: '14px', card: '20px', badge: '999px' },
  elevation: {
    raised: '0 2px 6px rgba(74, 22, 36, 0.08), 0 1px 2px rgba(74, 22, 36, 0.06)',
    overlay: '0 12px 32px rgba(74, 22, 36, 0.16)',
    modal: '0 28px 60px rgba(74, 22, 36, 0.26)',
  },
  motion: {
    duration: { fast: '160ms', normal: '260ms', slow: '420ms', shimmer: '1800ms' },
    easing: { standard: 'cubic-bezier(0.4, 0, 0.2, 1)' },
  },
});
