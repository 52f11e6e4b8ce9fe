import { type ReactNode, useEffect, useRef } from 'react';
import {
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
  Button,
  Input,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '../icons';
import { type FieldAnatomyProps, FieldHelp, FieldLabel } from '../internal/Field';
import * as fieldStyles from '../internal/fieldChrome.css';
import {
  ListBoxMessage,
  ListBoxPopover,
  Option,
  type OptionProps,
} from '../internal/ListBoxPopover';
import { Spinner } from '../internal/Spinner';

export interface ComboBoxProps<T extends object>
  extends Omit<AriaComboBoxProps<T, 'single'>, 'className' | 'style' | 'children'>,
    FieldAnatomyProps {
  /** Hint shown inside the empty input. Never a replacement for the label. */
  placeholder?: string;
  /**
   * Options as data. Pass filtered `items` (with `inputValue`/`onInputChange`) to filter
   * yourself, for example from an API; pass `defaultItems` to let the combo box filter with
   * its locale-aware "contains" match.
   */
  items?: Iterable<T>;
  /** Options for the built-in filter (uncontrolled). */
  defaultItems?: Iterable<T>;
  /** `ComboBoxItem` elements, or a function of each item that returns one. */
  children: ReactNode | ((item: T) => ReactNode);
  /**
   * Opens the list on `input` (typing), `focus`, or only `manual`ly (ArrowDown or the button).
   * @default 'input'
   */
  menuTrigger?: 'focus' | 'input' | 'manual';
  /** Shows a spinner while the caller fetches options; the open list says it is loading. */
  isLoading?: boolean;
  /** What the open list says when nothing matches. @default translated "No results" */
  emptyState?: ReactNode;
  /**
   * Whether the list opens (and stays open) with no options, to show `emptyState` or loading.
   * Turn it off while there is nothing to say, e.g. before a search query is long enough.
   * @default true
   */
  allowsEmptyCollection?: boolean;
  /**
   * Shows the chevron button that opens the whole list. A search box leaves it out: its
   * list only ever holds suggestions for what was typed. @default true
   */
  showTrigger?: boolean;
}

/**
 * A text input with a list of suggestions for autocomplete (react-aria's ComboBox). Typing
 * filters the list, arrows move through it, Enter chooses, Escape closes. Lists with no match
 * stay open and say so; `isLoading` shows progress while options are fetched.
 */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  placeholder,
  children,
  isLoading = false,
  emptyState,
  menuTrigger = 'input',
  allowsEmptyCollection = true,
  showTrigger = true,
  ...props
}: ComboBoxProps<T>) {
  const { t } = useTranslation('ds');
  const wrapperRef = useRef<HTMLDivElement>(null);
  // react-aria's combo box hands its input to useSelectableCollection, which cancels the
  // FocusScope restore event on it (meant for list items): a dialog opened from the box (Enter
  // submits its form) would then drop focus on <body> when it closes. Stopping the event on
  // its way down lets FocusScope focus the input as it does for any other trigger.
  useEffect(() => {
    const wrapper = wrapperRef.current;
    if (!wrapper) return;
    const keepRestore = (event: Event) => {
      if (event.target instanceof HTMLInputElement) event.stopPropagation();
    };
    wrapper.addEventListener(FOCUS_RESTORE_EVENT, keepRestore, true);
    return () => wrapper.removeEventListener(FOCUS_RESTORE_EVENT, keepRestore, true);
  }, []);
  return (
    <AriaComboBox<T, 'single'>
      {...props}
      menuTrigger={menuTrigger}
      allowsEmptyCollection={allowsEmptyCollection}
      className={fieldStyles.field}
    >
      {({ isDisabled }) => (
        <>
          <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
          <div ref={wrapperRef} className={fieldStyles.inputWrapper}>
            <Input
              placeholder={placeholder}
              className={fieldStyles.control({
                trailing: trailingSlots(isLoading, showTrigger),
              })}
            />
            <span className={fieldStyles.trailingAdornment}>
              {isLoading && (
                <span className={fieldStyles.spinnerSlot}>
                  <Spinner />
                </span>
              )}
              {showTrigger && (
                <Button className={fieldStyles.iconButton} isDisabled={isDisabled}>
                  <ChevronDownIcon />
                </Button>
              )}
            </span>
          </div>
          <FieldHelp description={description} errorMessage={errorMessage} />
          <ListBoxPopover<T>
            renderEmptyState={() => (
              <ListBoxMessage>
                {isLoading ? t('loading') : (emptyState ?? t('comboBox.noResults'))}
              </ListBoxMessage>
            )}
          >
            {children}
          </ListBoxPopover>
        </>
      )}
    </AriaComboBox>
  );
}

/** The event react-aria's FocusScope dispatches on the element it is about to refocus. */
const FOCUS_RESTORE_EVENT = 'react-aria-focus-scope-restore';

/** Room for the spinner and the chevron button, whichever are shown. */
function trailingSlots(isLoading: boolean, showTrigger: boolean): 'none' | 'one' | 'two' {
  const slots = Number(isLoading) + Number(showTrigger);
  return slots === 2 ? 'two' : slots === 1 ? 'one' : 'none';
}

/** Props of one option of a ComboBox. */
export type ComboBoxItemProps = OptionProps;

/** One option of a ComboBox; its text is what the input shows once chosen. */
export function ComboBoxItem(props: ComboBoxItemProps) {
  return <Option {...props} />;
}
