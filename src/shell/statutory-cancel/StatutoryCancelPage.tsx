import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { siteConfigAtom } from '../../platform/config/atoms';
import { useHydrated } from '../../platform/hydration';
import { pageTitleAtom } from '../metadata';
import { CancelForm } from './CancelForm';
import { Receipt } from './Receipt';
import { type StatutoryCancelView, statutoryCancelTitleKey } from './rules';
import * as styles from './StatutoryCancelPage.css';

/**
 * The statutory cancellation page (§ 312k BGB, issue #24), inside the host page's shell: a
 * consumer cancels a contract without signing in (or chooses to sign in and cancel in My
 * Account), and gets the receipt on screen. The form posts natively, so it works before and
 * without the page's script; the script checks it first with the server's own rule.
 */
export function StatutoryCancelPage({ page }: { page: StatutoryCancelView }) {
  const { t } = useTranslation('cancellation');
  const brand = useAtomValue(siteConfigAtom).values.sitebrand ?? '';
  const hydrated = useHydrated();
  // The page names itself (the server's <title> too), over the site's metadata for its path.
  const title = `${t(statutoryCancelTitleKey(page))} | ${brand}`;
  const setPageTitle = useSetAtom(pageTitleAtom);
  useEffect(() => {
    setPageTitle(title);
    return () => setPageTitle(null);
  }, [setPageTitle, title]);
  return (
    <div id="host-content" className={styles.page} data-page="cancel">
      <div className={styles.column}>
        {page.view === 'received' ? (
          <Receipt receipt={page.receipt} canPrint={hydrated} />
        ) : (
          <CancelForm
            values={page.values}
            errors={page.errors}
            formError={page.formError}
            brand={brand}
          />
        )}
      </div>
    </div>
  );
}
