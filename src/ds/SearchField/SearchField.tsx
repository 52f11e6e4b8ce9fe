import {
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
  Button,
  Input,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { CloseIcon, SearchIcon } from '../icons';
import { type FieldAnatomyProps, FieldHelp, FieldLabel } from '../internal/Field';
import * as styles from '../internal/fieldChrome.css';
import { clearButton } from './SearchField.css';

export interface SearchFieldProps
  extends Omit<AriaSearchFieldProps, 'className' | 'style' | 'children'>,
    FieldAnatomyProps {
  /** Hint shown inside the empty input. Never a replacement for the label. */
  placeholder?: string;
}

/**
 * A search input that can be cleared (react-aria's SearchField): a search icon, the input
 * (`type="search"`, Enter calls `onSubmit`) and, once there is text, the system's own clear
 * button (translated "Clear search") in place of the browser's. Escape clears too; either
 * way `onClear` is called and focus stays in the input. The clear button is left out of the
 * Tab order, as react-aria does: Escape is the keyboard way.
 */
export function SearchField({
  label,
  description,
  errorMessage,
  placeholder,
  ...props
}: SearchFieldProps) {
  const { t } = useTranslation('ds');
  return (
    <AriaSearchField {...props} className={styles.field}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <div className={styles.inputWrapper}>
        <span className={styles.leadingAdornment}>
          <SearchIcon />
        </span>
        <Input
          placeholder={placeholder}
          className={styles.control({ leadingIcon: true, trailing: 'one' })}
        />
        <span className={styles.trailingAdornment}>
          <Button
            className={`${styles.iconButton} ${clearButton}`}
            aria-label={t('searchField.clear')}
          >
            <CloseIcon />
          </Button>
        </span>
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaSearchField>
  );
}
