import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { siteConfigAtom } from '../../platform/config/atoms';
import { removeFreeWordsFromPage } from './removeFromPage';
import { FREE_WORD_REMOVAL_DELAY_MS, shouldRemoveFreeWords } from './rules';

/**
 * Page-shell §4: on the main brand's hosts with the `L` query parameter set (and not GB), words
 * meaning "free" leave the headings, calls to action and title 100 ms after the page renders.
 * Renders nothing.
 */
export function FreeWordRemoval({ search }: { /** @default location.search */ search?: string }) {
  const brandType = useAtomValue(siteConfigAtom).values.siteBrandType;
  const query = search ?? (typeof location === 'undefined' ? '' : location.search);
  const lParam = new URLSearchParams(query).get('L');
  const active = brandType !== undefined && shouldRemoveFreeWords({ brandType, lParam });
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(
      () => removeFreeWordsFromPage(document.body, document),
      FREE_WORD_REMOVAL_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [active]);
  return null;
}
