import type { ReactNode } from 'react';
import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  SelectValue,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '../icons';
import { type FieldAnatomyProps, FieldHelp, FieldLabel } from '../internal/Field';
import { control, field } from '../internal/fieldChrome.css';
import { ListBoxPopover, Option, type OptionProps } from '../internal/ListBoxPopover';
import * as styles from './Select.css';

export interface SelectProps<T extends object>
  extends Omit<AriaSelectProps<T, 'single'>, 'className' | 'style' | 'children' | 'placeholder'>,
    FieldAnatomyProps {
  /** Text shown while nothing is selected. @default translated "Select an option" */
  placeholder?: string;
  /** Options as data; `children` is then a function that renders one `SelectItem`. */
  items?: Iterable<T>;
  /** `SelectItem` elements, or a function of each of `items` that returns one. */
  children: ReactNode | ((item: T) => ReactNode);
}

/**
 * Picks one option from a list that opens in a popover (react-aria's Select, a button with
 * a list box). Enter, Space or ArrowDown opens it, arrows move, Enter selects, Escape closes
 * and returns focus to the button. Works in native forms through `name`.
 */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  placeholder,
  items,
  children,
  ...props
}: SelectProps<T>) {
  const { t } = useTranslation('ds');
  return (
    <AriaSelect<T, 'single'>
      {...props}
      placeholder={placeholder ?? t('select.placeholder')}
      className={field}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Button className={`${control()} ${styles.trigger}`}>
        <SelectValue className={styles.value} />
        <span className={styles.chevron}>
          <ChevronDownIcon />
        </span>
      </Button>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <ListBoxPopover<T> items={items}>{children}</ListBoxPopover>
    </AriaSelect>
  );
}

/** Props of one option of a Select. */
export type SelectItemProps = OptionProps;

/** One option of a Select; `id` is the value it selects. */
export function SelectItem(props: SelectItemProps) {
  return <Option {...props} />;
}
