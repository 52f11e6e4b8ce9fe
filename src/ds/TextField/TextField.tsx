import type { ReactNode } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Input,
} from 'react-aria-components';
import { type FieldAnatomyProps, FieldHelp, FieldLabel } from '../internal/Field';
import * as styles from '../internal/fieldChrome.css';

export interface TextFieldProps
  extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children'>,
    FieldAnatomyProps {
  /** Hint shown inside the empty input. Never a replacement for the label. */
  placeholder?: string;
  /**
   * Input type; `search`, `email`, `tel` and `url` also pick the right mobile keyboard.
   * @default 'text'
   */
  type?: 'text' | 'email' | 'search' | 'tel' | 'url' | 'password';
  /** Decorative icon at the start of the input, usually from `ds/icons`. */
  icon?: ReactNode;
  /** Element placed at the end of the input, over it (for example a reveal button). */
  trailing?: ReactNode;
  /** How many trailing icon buttons the input makes room for. @default 'none' */
  trailingSize?: 'none' | 'one' | 'two';
}

/**
 * A single-line text field: label, input, description and error message in one accessible
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
  ...props
}: TextFieldProps) {
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
