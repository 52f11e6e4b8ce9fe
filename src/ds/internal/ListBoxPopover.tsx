import type { ReactNode } from 'react';
import {
  ListBox,
  ListBoxItem,
  type ListBoxItemProps,
  type ListBoxProps,
  Popover,
} from 'react-aria-components';
import { CheckIcon } from '../icons';
import * as styles from './ListBoxPopover.css';

/**
 * The popover with its list box that Select and ComboBox open. Internal to the form fields:
 * the public Popover and Menu live in their own folders.
 */
export function ListBoxPopover<T extends object>({
  items,
  children,
  renderEmptyState,
}: {
  /** Items of the list, for the render-function form of `children`. */
  items?: Iterable<T>;
  /** Options (`SelectItem`/`ComboBoxItem`) or a function of each item that returns one. */
  children: ReactNode | ((item: T) => ReactNode);
  /** What the list shows when it has no items (combo box without matches, loading). */
  renderEmptyState?: ListBoxProps<T>['renderEmptyState'];
}) {
  return (
    <Popover className={styles.popover} offset={4} placement="bottom start">
      <ListBox<T> className={styles.listBox} items={items} renderEmptyState={renderEmptyState}>
        {children}
      </ListBox>
    </Popover>
  );
}

/** Props of one option in a Select or ComboBox. */
export interface OptionProps extends Omit<ListBoxItemProps, 'className' | 'style' | 'children'> {
  /** Visible text of the option. Set `textValue` when this is not plain text. */
  children: ReactNode;
}

/** One option of a Select or ComboBox list, with a check mark while selected. */
export function Option({ children, ...props }: OptionProps) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <ListBoxItem {...props} textValue={textValue} className={styles.item}>
      {({ isSelected }) => (
        <>
          <span>{children}</span>
          {isSelected && (
            <span className={styles.itemCheck}>
              <CheckIcon size="sm" />
            </span>
          )}
        </>
      )}
    </ListBoxItem>
  );
}

/** The empty-state row of the list: a message, optionally with a leading spinner. */
export function ListBoxMessage({ children }: { /** Message text. */ children: ReactNode }) {
  return <div className={styles.emptyState}>{children}</div>;
}
