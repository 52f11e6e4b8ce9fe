import type { ReactNode } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Input,
  TextArea,
} from 'react-aria-components';
import { type FieldAnatomyProps, FieldHelp, FieldLabel } from '../internal/Field';
import * as styles from '../internal/fieldChrome.css';

export interface TextFieldProps
  extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children'>,
    FieldAnatomyProps {
  /** Hint shown inside the empty input. Never a replacement for the label. */
  placeholder?: string;
  /**
   * Input type; `search`, `email`, `tel` and `url` also pick the right mobile keyboard; `date`
   * is the browser's own date input (its value is always `YYYY-MM-DD`).
   * @default 'text'
   */
  type?: 'text' | 'email' | 'search' | 'tel' | 'url' | 'password' | 'date';
  /** Decorative icon at the start of the input, usually from `ds/icons`. */
  icon?: ReactNode;
  /** Element placed at the end of the input, over it (for example a reveal button). */
  trailing?: ReactNode;
  /** How many trailing icon buttons the input makes room for. @default 'none' */
  trailingSize?: 'none' | 'one' | 'two';
  /**
   * Several lines of free text (a `textarea` that grows by hand, vertically); `icon` and
   * `trailing` do not apply. @default false
   */
  multiline?: boolean;
  /** Visible lines of a `multiline` field. @default 4 */
  rows?: number;
}

/**
 * A text field (single-line, or several lines with `multiline`): label, input, description and error message in one accessible
 * unit (react-aria's TextField). Invalid state comes from `isInvalid`, native constraints
 * (`isRequired`, `maxLength`, `type="email"`) or `validate`, and shows `errorMessage` with an
 * icon under the input.
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  icon,
  trailing,
  trailingSize = trailing ? 'one' : 'none',
  type = 'text',
  multiline = false,
  rows = 4,
  ...props
}: TextFieldProps) {
  if (multiline) {
    return (
      <AriaTextField {...props} className={styles.field}>
        <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
        <TextArea
          placeholder={placeholder}
          rows={rows}
          className={`${styles.control({ leadingIcon: false, trailing: 'none' })} ${styles.textArea}`}
        />
        <FieldHelp description={description} errorMessage={errorMessage} />
      </AriaTextField>
    );
  }
  return (
    <AriaTextField {...props} type={type} className={styles.field}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <div className={styles.inputWrapper}>
        {icon && <span className={styles.leadingAdornment}>{icon}</span>}
        <Input
          placeholder={placeholder}
          className={styles.control({ leadingIcon: !!icon, trailing: trailingSize })}
        />
        {trailing && <span className={styles.trailingAdornment}>{trailing}</span>}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
