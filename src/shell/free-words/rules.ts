/**
 * Free-word removal (page-shell §4 "Free-word removal"): on the main brand's hosts, when the L
 * parameter is set and is not GB, words meaning "free" are removed from headings, call-to-action
 * text and the title.
 */
import type { SiteBrandType } from '../site-config';

/** Page-shell §4: the removal runs on a 100 ms timer. */
export const FREE_WORD_REMOVAL_DELAY_MS = 100;

/** English, Spanish, French and Italian forms of "free" (page-shell §4). */
export const FREE_WORDS: readonly string[] = [
  'free',
  'gratis',
  'gratuito',
  'gratuita',
  'gratuitos',
  'gratuitas',
  'gratuit',
  'gratuite',
  'gratuits',
  'gratuites',
  'gratuiti',
];

// Letters, digits and hyphens count as part of a word, so "toll-free" and "freedom" stay.
const FREE_WORD = new RegExp(
  `(?<![\\p{L}\\p{N}-])(?:${FREE_WORDS.join('|')})(?![\\p{L}\\p{N}-])`,
  'giu',
);

/** Page-shell §4: only main-brand hosts, with L set and not GB. */
export function shouldRemoveFreeWords(input: {
  brandType: SiteBrandType;
  lParam: string | null | undefined;
}): boolean {
  const l = input.lParam?.trim().toUpperCase() ?? '';
  return input.brandType === 'main' && l !== '' && l !== 'GB';
}

/** Removes every "free" word and tidies the spaces it leaves (page-shell §4). */
export function removeFreeWords(text: string): string {
  return text
    .replace(FREE_WORD, '')
    .replace(/\(\s*\)/g, '')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ ([,.!?:;)])/g, '$1')
    .replace(/\( /g, '(')
    .trim();
}
