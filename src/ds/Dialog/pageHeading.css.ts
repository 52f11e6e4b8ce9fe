import { globalStyle } from '@vanilla-extract/css';
import { PAGE_HEADING_ATTRIBUTE } from './pageHeadingAttribute';

// The page's heading takes focus only to announce the page: it is not a control, so it shows
// no focus ring (the next Tab goes on from it).
globalStyle(`[${PAGE_HEADING_ATTRIBUTE}]:focus`, { outline: 'none' });
