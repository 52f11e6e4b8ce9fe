import { baseTokens } from './base';
import { makeTokens } from './makeTokens';

const navy = '#1c2f57';
const navyHover = '#14233f';
const navyPressed = '#0c162b';
const gold = '#94650f';
const goldTint = '#f6eedb';
const goldTintPressed = '#ecdcb6';
const ink = '#13203b';
const slate = '#4b5363';
const stone = '#837d70';
const muted = '#676259';
const critical = '#a8201a';

/**
 * `legal-contracts`: formal and editorial. Deep navy on warm paper with a gold accent
 * (focus ring, hover tints, warning), Merriweather headings over Source Sans 3, small radii
 * and quiet, tight shadows.
 */
export const legalContractsTokens = makeTokens(baseTokens, {
  color: {
    surface: {
      page: '#fbfaf6',
      raised: '#ffffff',
      sunken: '#f2efe7',
      inverse: ink,
      backdrop: 'rgba(11, 19, 36, 0.6)',
    },
    text: {
      primary: ink,
      secondary: slate,
      inverse: '#ffffff',
      disabled: muted,
      link: '#1d4a86',
      linkHover: '#10294d',
      critical,
      success: '#1d6b35',
    },
    border: {
      subtle: '#e5e0d4',
      default: stone,
      strong: slate,
      focus: gold,
      focusInverse: '#e0b866',
    },
    action: {
      primary: {
        bg: navy,
        bgHover: navyHover,
        bgPressed: navyPressed,
        bgDisabled: '#e8e4da',
        text: '#ffffff',
        textDisabled: muted,
        border: navy,
      },
      secondary: {
        bg: '#ffffff',
        bgHover: goldTint,
        bgPressed: goldTintPressed,
        bgDisabled: '#f2efe7',
        text: navy,
        textDisabled: muted,
        border: navy,
      },
      tertiary: {
        bg: 'transparent',
        bgHover: goldTint,
        bgPressed: goldTintPressed,
        bgDisabled: 'transparent',
        text: navy,
        textDisabled: muted,
        border: 'transparent',
      },
      critical: {
        bg: critical,
        bgHover: '#8a1a15',
        bgPressed: '#6e1410',
        bgDisabled: '#e8e4da',
        text: '#ffffff',
        textDisabled: muted,
        border: critical,
      },
    },
    field: {
      bg: '#ffffff',
      bgDisabled: '#f2efe7',
      border: stone,
      borderHover: slate,
      borderInvalid: critical,
      placeholder: muted,
    },
    selected: { bg: navy, bgHover: navyHover, mark: '#ffffff', track: stone },
    tone: {
      critical: { bg: '#fbeceb', text: critical, border: '#eab5b1', solid: '#b3261e' },
      success: { bg: '#eaf4ec', text: '#1d6b35', border: '#afd4b9', solid: '#237a3e' },
      warning: { bg: '#faf0da', text: '#74500a', border: '#e2c482', solid: gold },
      info: { bg: '#eaf0f8', text: '#1d4a86', border: '#b3c6e0', solid: '#1d4a86' },
      neutral: { bg: '#f0ede5', text: '#43474f', border: '#d3cdbf', solid: '#6c6a63' },
    },
    skeleton: { base: '#ebe7dd', highlight: '#f7f5ef' },
  },
  font: {
    family: {
      body: "'Source Sans 3', 'Segoe UI', system-ui, sans-serif",
      heading: "'Merriweather', Georgia, 'Times New Roman', serif",
    },
    weight: { regular: '400', medium: '600', bold: '700' },
    // Source Sans 3 sets small for its size: one step up keeps body copy at Inter's colour.
    size: { md: '1.0625rem', lg: '1.1875rem', xl: '1.375rem', xxl: '1.75rem', display: '2.125rem' },
    lineHeight: { tight: '1.3', normal: '1.55', relaxed: '1.75' },
    letterSpacing: { heading: '0', caps: '0.08em' },
  },
  radius: {
    sm: '2px',
    md: '3px',
    lg: '4px',
    control: '3px',
    checkbox: '2px',
    card: '4px',
    badge: '3px',
  },
  elevation: {
    raised: '0 1px 2px rgba(19, 32, 59, 0.10), 0 0 0 1px rgba(19, 32, 59, 0.06)',
    overlay: '0 6px 16px rgba(19, 32, 59, 0.16)',
    modal: '0 16px 32px rgba(19, 32, 59, 0.26)',
  },
});
