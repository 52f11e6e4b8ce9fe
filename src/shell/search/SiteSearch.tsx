import { VisuallyHidden } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ds/Button/Button';
import { SearchIcon } from '../../ds/icons';
import { Column, Columns, Stack } from '../../ds/layout';
import { SearchField } from './SearchField';
import * as styles from './SiteSearch.css';
import { useSiteSearch } from './useSiteSearch';

export { loadSearchComboBox } from './useSiteSearch';

export interface SiteSearchProps {
  /** Puts the caret in the box when it appears (the mobile search modal). @default false */
  autoFocus?: boolean;
  /**
   * The mobile search modal's layout: the box full width with a full-width labelled Search
   * button under it. Otherwise the box and an icon-only Search button share one row (header).
   * @default false
   */
  compact?: boolean;
}

/**
 * The site search box (page-shell §2, §5): a combo box whose suggestions follow what is typed
 * after a 250 ms pause, once the configured minimum length is reached — matched in the cached
 * contract list or, under the external-search experiment, asked of the external service
 * (names highlighted where the service marked them). Featured documents carry a "Popular"
 * badge; under the prepopulated-autocomplete experiment they are listed before anything is
 * typed. Choosing a suggestion goes to its page; Enter (with no suggestion focused) or the
 * Search button goes to the results page, unless the query contains "@", which is refused with
 * the invalid-character alert. Loading, no-match and failed states are handled in the list; a
 * failure only hides suggestions, searching still works.
 */
export function SiteSearch({ autoFocus = false, compact = false }: SiteSearchProps) {
  const { t } = useTranslation('search');
  const search = useSiteSearch();
  const { model } = search;
  const field = (
    <SearchField
      comboBox={search.comboBox}
      autoFocus={autoFocus}
      standInFocused={search.standInFocused}
      suggestions={model.suggestions}
      text={search.text}
      query={model.trimmed}
      onTextChange={search.setText}
      onChoose={search.onChoose}
      onFocus={search.onFocus}
      onOpenChange={search.setOpen}
      isPrepopulated={search.isPrepopulated}
      isLoading={model.isLoading}
      allowsEmptyCollection={model.allowsEmptyCollection}
      onStandInFocus={search.onStandInFocus}
      onStandInBlur={search.onStandInBlur}
      onStandInPointerEnter={search.prefetchComboBox}
    />
  );

  // While the list is open react-aria hides the rest of the page from assistive technology,
  // so the Search button leaves the Tab order too (Enter searches from the box meanwhile).
  const searchButtonProps = { type: 'submit', excludeFromTabOrder: search.isOpen } as const;

  return (
    <search aria-label={t('label')} className={styles.form}>
      <form onSubmit={search.onSubmit} onKeyDownCapture={search.onKeyDownCapture}>
        {compact ? (
          <Stack space="sm">
            {field}
            <Button {...searchButtonProps} fullWidth icon={<SearchIcon />}>
              {t('submit')}
            </Button>
          </Stack>
        ) : (
          <Columns space="xs" alignY="bottom">
            <Column>{field}</Column>
            <Column width="content">
              <Button {...searchButtonProps} icon={<SearchIcon />}>
                <VisuallyHidden>{t('submit')}</VisuallyHidden>
              </Button>
            </Column>
          </Columns>
        )}
      </form>
    </search>
  );
}
