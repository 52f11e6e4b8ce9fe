import type { BrandId } from '../tokens/types';

/**
 * The token-change proof (issue #13): the project `stories:token-proof` renders a few story
 * files in one mode with ONE token of ONE brand changed to a sentinel colour (in memory, at
 * build time: the working tree is never touched), and asserts for every story that it uses the
 * token exactly when its screenshot differs from that mode's committed baseline. The regular
 * projects in the same run prove the other brands and modes untouched.
 *
 * Change the token, brand or subset here; the subset must keep both users and non-users of
 * the token, and the project must stay cheap (docs/testing.md).
 */
export const tokenProof = {
  /** The screenshot mode whose committed baselines the proof compares with. */
  mode: 'fr-legal desktop',
  brand: 'fr-legal' satisfies BrandId,
  /**
   * The token, as its path in `Tokens`. The link colour: some stories show a link, most
   * design-system primitives do not, and `color.border.focus` has the very same value in this
   * brand, so the proof also shows that a token, not a colour value, is what changes.
   */
  token: 'color.text.link',
  /** A colour no token or story uses, far from every brand colour. */
  sentinel: '#0b63f6',
  /**
   * The story files rendered (23 stories): users of the link colour (every link story, the
   * subscription cards' receipt and cancel links) and non-users, among them some that come
   * close: buttons in the same bordeaux, a disabled link, and disclosures whose CSS asks for the
   * link colour only on hover and whose keyboard story shows a focus ring of the same value.
   */
  stories: [
    'stories/ds/Link.stories.tsx',
    'stories/ds/Disclosure.stories.tsx',
    'stories/ds/Button.stories.tsx',
    'stories/account/subscriptions/SubscriptionCard.stories.tsx',
  ],
} as const;

/** `color.text.link` → the brand theme's CSS variable name prefix, `--color-text-link__`. */
export const tokenVariablePrefix = `--${tokenProof.token.replaceAll('.', '-')}__`;
