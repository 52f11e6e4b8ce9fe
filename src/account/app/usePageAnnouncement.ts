import { useAtomValue, useSetAtom } from 'jotai';
import { type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import { focusPageHeading, isFocusLost, markPageHeading } from '../../ds/Dialog/pageHeading';
import { siteConfigAtom } from '../../platform/config/atoms';
import { pageTitleAtom } from '../../shell/metadata';
import { accountDocumentTitle } from './pageTitle';
import { pageTitleOf } from './rules';

/** A screen's title: its first h2 (the layout's h1 is "My Account" on every page). */
const SCREEN_TITLE = 'h2';

/**
 * Where focus stays on a page change: in the tab list (the member is moving between tabs, and
 * the selected tab already names the page) and in an open dialog (it returns to the page's
 * heading when it closes, see the ds `Modal`).
 */
const KEEPS_FOCUS = '[role="tablist"], [role="dialog"], [role="alertdialog"]';

function keepsFocus(doc: Document): boolean {
  return !isFocusLost(doc) && doc.activeElement?.closest(KEEPS_FOCUS) != null;
}

/**
 * Announces each dashboard page: the document title names it (translated, from its route's
 * `handle`, the same title the server's render put in the page's head), and after a
 * client-side page change (never on the first load) focus moves to the new screen's title, so
 * a screen reader reads the page that arrived — unless focus is in the tab list or a dialog
 * (`KEEPS_FOCUS`). The screen's title is also the page's heading a closing dialog falls back to.
 * A screen still loading is waited for.
 */
export function usePageAnnouncement(page: RefObject<HTMLElement | null>) {
  const { t } = useTranslation('account');
  const location = useLocation();
  const matches = useMatches();
  const brand = useAtomValue(siteConfigAtom).values.sitebrand;
  const title = accountDocumentTitle(
    t,
    pageTitleOf(
      matches.map((match) => match.handle),
      location.search,
    ),
    brand,
  );
  const setPageTitle = useSetAtom(pageTitleAtom);
  useEffect(() => setPageTitle(title), [setPageTitle, title]);
  useEffect(() => () => setPageTitle(null), [setPageTitle]);

  const firstLocation = useRef(location.key);
  useEffect(() => {
    const root = page.current;
    if (!root) return;
    const arrived = location.key !== firstLocation.current;
    const announce = () => {
      const heading = root.querySelector<HTMLElement>(SCREEN_TITLE);
      if (!heading) return false;
      markPageHeading(heading);
      if (arrived && !keepsFocus(root.ownerDocument)) focusPageHeading(heading);
      return true;
    };
    if (announce()) return;
    const observer = new MutationObserver(() => {
      if (announce()) observer.disconnect();
    });
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [page, location.key]);
}
