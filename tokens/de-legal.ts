import { baseTokens } from './base';
import { makeTokens } from './makeTokens';

const petrol = '#0a5561';
const petrolHover = '#08434d';
const petrolPressed = '#053139';
const mist = '#e6f0f1';
const mistPressed = '#cde1e3';
const ink = '#0f2328';
const slate = '#41565b';
const steel = '#7b8e93';
const muted = '#5d6d71';
const critical = '#b3261e';
const plex = "'IBM Plex Sans', 'Helvetica Neue', Arial, sans-serif";

/**
 * `de-legal`: sober and precise. Petrol green on white, IBM Plex Sans for everything, square
 * corners, hairline elevation instead of soft shadows, denser spacing and brisk motion.
 */
export const deLegalTokens = makeTokens(baseTokens, {
  color: {
    surface: {
      page: '#ffffff',
      raised: '#ffffff',
      sunken: '#eef3f4',
      inverse: '#0b2f36',
      backdrop: 'rgba(5, 25, 30, 0.6)',
    },
    text: {
      primary: ink,
      secondary: slate,
      inverse: '#ffffff',
      disabled: muted,
      link: '#005a66',
      linkHover: '#003a42',
      critical,
      success: '#17692f',
    },
    border: {
      subtle: '#d9e2e4',
      default: steel,
      strong: slate,
      focus: '#007482',
      focusInverse: '#5cc6d3',
    },
    action: {
      primary: {
        bg: petrol,
        bgHover: petrolHover,
        bgPressed: petrolPressed,
        bgDisabled: '#e1e8ea',
        text: '#ffffff',
        textDisabled: muted,
        border: petrol,
      },
      secondary: {
        bg: '#ffffff',
        bgHover: mist,
        bgPressed: mistPressed,
        bgDisabled: '#eef3f4',
        text: petrol,
        textDisabled: muted,
        border: petrol,
      },
      tertiary: {
        bg: 'transparent',
        bgHover: mist,
        bgPressed: mistPressed,
        bgDisabled: 'transparent',
        text: petrol,
        textDisabled: muted,
        border: 'transparent',
      },
      critical: {
        bg: critical,
        bgHover: '#93201a',
        bgPressed: '#761a15',
        bgDisabled: '#e1e8ea',
        text: '#ffffff',
        textDisabled: muted,
        border: critical,
      },
    },
    field: {
      bg: '#ffffff',
      bgDisabled: '#eef3f4',
      border: steel,
      borderHover: slate,
      borderInvalid: critical,
      placeholder: muted,
    },
    selected: { bg: petrol, bgHover: petrolHover, mark: '#ffffff', track: steel },
    tone: {
      critical: { bg: '#fbeceb', text: '#a8211b', border: '#eeb4b0', solid: '#c62a20' },
      success: { bg: '#e7f4eb', text: '#17692f', border: '#a9d5b6', solid: '#1f7d3b' },
      warning: { bg: '#fff3dc', text: '#7a4a00', border: '#f0c77a', solid: '#a35f00' },
      info: { bg: '#e5f1f3', text: petrol, border: '#a8cdd3', solid: '#0a6b78' },
      neutral: { bg: '#eef3f4', text: '#3a4c51', border: '#c5d1d4', solid: '#66767a' },
    },
    skeleton: { base: '#e4eaec', highlight: '#f3f6f7' },
  },
  font: {
    family: { body: plex, heading: plex },
    weight: { regular: '400', medium: '500', bold: '600' },
    size: {
      sm: '0.8125rem',
      md: '0.9375rem',
      lg: '1.0625rem',
      xl: '1.25rem',
      xxl: '1.5rem',
      display: '2rem',
    },
    lineHeight: { tight: '1.15', normal: '1.45', relaxed: '1.6' },
    letterSpacing: { heading: '0', caps: '0.08em' },
  },
  space: {
    xs: '0.1875rem',
    sm: '0.375rem',
    md: '0.5rem',
    lg: '0.75rem',
    xl: '1.125rem',
    xxl: '2rem',
    gutter: '1rem',
  },
  size: { controlSm: '1.75rem', controlMd: '2.25rem', controlLg: '2.75rem' },
  radius: { sm: '0', md: '2px', lg: '2px', control: '2px', checkbox: '0', card: '0', badge: '2px' },
  borderWidth: { focus: '2px' },
  elevation: {
    raised: '0 0 0 1px rgba(15, 35, 40, 0.14)',
    overlay: '0 0 0 1px rgba(15, 35, 40, 0.12), 0 4px 12px rgba(15, 35, 40, 0.16)',
    modal: '0 0 0 1px rgba(15, 35, 40, 0.12), 0 12px 32px rgba(15, 35, 40, 0.3)',
  },
  motion: {
    duration: { fast: '80ms', normal: '140ms', slow: '220ms', shimmer: '1200ms' },
    easing: { standard: 'cubic-bezier(0.2, 0, 0.2, 1)' },
  },
});
