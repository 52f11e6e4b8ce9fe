import { createIcon } from '../../ds/icons/Icon';

// The footer's own marks, drawn like the system's icons (24×24 strokes in currentColor) so
// every brand themes them and no third-party image is loaded.

export const FacebookIcon = createIcon(
  'FacebookIcon',
  <>
    <rect x="3" y="3" width="18" height="18" rx="4" />
    <path d="M15.5 7.5H14a2.5 2.5 0 0 0-2.5 2.5v11M9 13h5.5" />
  </>,
);

export const InstagramIcon = createIcon(
  'InstagramIcon',
  <>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M17.2 6.8v.01" />
  </>,
);

export const LinkedInIcon = createIcon(
  'LinkedInIcon',
  <>
    <rect x="3" y="3" width="18" height="18" rx="3" />
    <path d="M8 10.5V16.5M8 7.5v.01M12 16.5v-6M12 13.5a2.5 2.5 0 0 1 5 0v3" />
  </>,
);

/** An accreditation seal: a rosette with a check. */
export const SealIcon = createIcon(
  'SealIcon',
  <>
    <circle cx="12" cy="9.5" r="6" />
    <path d="M9.5 9.5l1.7 1.7 3.3-3.4M8.5 14.5L7 21l5-2.5 5 2.5-1.5-6.5" />
  </>,
);
