import type { Key } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ComboBoxStandIn } from '../../ds/ComboBox/ComboBoxStandIn';
import type { SiteSuggestion } from './atoms';

export interface SearchFieldProps {
  /** The combo box's chunk, once it is in; a plain input stands in until then. */
  comboBox: typeof import('./SearchComboBox') | undefined;
  autoFocus: boolean;
  /** The stand-in has focus: it stays in the box when the combo box replaces it. */
  standInFocused: boolean;
  suggestions: SiteSuggestion[];
  text: string;
  /** What is typed, trimmed: said when nothing matches. */
  query: string;
  onTextChange: (text: string) => void;
  onChoose: (key: Key | null) => void;
  onFocus: () => void;
  onOpenChange: (isOpen: boolean) => void;
  /** Under the prepopulated-autocomplete experiment the list opens on focus. */
  isPrepopulated: boolean;
  isLoading: boolean;
  allowsEmptyCollection: boolean;
  onStandInFocus: () => void;
  onStandInBlur: () => void;
  /** Fetches the combo box's chunk (on the stand-in's hover). */
  onStandInPointerEnter: () => void;
}

/** The search box itself: the combo box with its suggestions, or its light stand-in. */
export function SearchField({
  comboBox,
  autoFocus,
  standInFocused,
  suggestions,
  text,
  query,
  onTextChange,
  onChoose,
  onFocus,
  onOpenChange,
  isPrepopulated,
  isLoading,
  allowsEmptyCollection,
  onStandInFocus,
  onStandInBlur,
  onStandInPointerEnter,
}: SearchFieldProps) {
  const { t } = useTranslation('search');
  const label = <VisuallyHidden>{t('label')}</VisuallyHidden>;
  const placeholder = t('placeholder');
  return comboBox ? (
    <comboBox.SearchComboBox
      label={label}
      placeholder={placeholder}
      // Focus stays in the box when the combo box replaces the stand-in.
      autoFocus={autoFocus || standInFocused}
      suggestions={suggestions}
      text={text}
      onTextChange={onTextChange}
      onChoose={onChoose}
      onFocus={onFocus}
      onOpenChange={onOpenChange}
      menuTrigger={isPrepopulated ? 'focus' : 'input'}
      isLoading={isLoading}
      allowsEmptyCollection={allowsEmptyCollection}
      emptyState={t('suggestions.noResults', { query })}
      featuredLabel={t('suggestions.featured')}
    />
  ) : (
    <ComboBoxStandIn
      label={label}
      placeholder={placeholder}
      autoFocus={autoFocus}
      value={text}
      onChange={onTextChange}
      onFocus={onStandInFocus}
      onBlur={onStandInBlur}
      onPointerEnter={onStandInPointerEnter}
    />
  );
}
