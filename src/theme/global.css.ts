import { globalStyle } from '@vanilla-extract/css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('body', { margin: 0 });
// Long words (German compounds, French legal terms) break at a syllable with a hyphen, in the
// language of <html lang>, instead of overflowing or breaking anywhere. Identifiers (token
// names, code) opt out and use `overflow-wrap: anywhere` where they are shown.
globalStyle('body', { hyphens: 'auto', overflowWrap: 'break-word' });
globalStyle('code, kbd, samp, pre', { hyphens: 'manual' });
