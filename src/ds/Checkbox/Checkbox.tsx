import type { ReactNode } from 'react';
import { CheckboxButton, CheckboxField, type CheckboxFieldProps } from 'react-aria-components';
import { CheckIcon, MinusIcon } from '../icons';
import { type FieldErrorMessage, FieldHelp } from '../internal/Field';
import { choiceButton, choiceField } from '../internal/fieldChrome.css';
import * as styles from './Checkbox.css';

export interface CheckboxProps
  extends Omit<CheckboxFieldProps, 'className' | 'style' | 'children'> {
  /** Visible label beside the box; clicking it toggles the checkbox. */
  children: ReactNode;
  /** Help text under the label, linked with `aria-describedby`. */
  description?: ReactNode;
  /** Translated message shown while the checkbox is invalid (`isInvalid`, `isRequired`). */
  errorMessage?: FieldErrorMessage;
}

/**
 * A checkbox with its label, optional description and error (react-aria's CheckboxField).
 * `isIndeterminate` shows a dash for a "some selected" parent; it is visual only and
 * cleared by the next press.
 */
export function Checkbox({ children, description, errorMessage, ...props }: CheckboxProps) {
  return (
    <CheckboxField {...props} className={choiceField}>
      <CheckboxButton className={choiceButton}>
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={styles.box} aria-hidden="true">
              {isIndeterminate ? (
                <MinusIcon size="sm" />
              ) : isSelected ? (
                <CheckIcon size="sm" />
              ) : null}
            </span>
            <span>{children}</span>
          </>
        )}
      </CheckboxButton>
      {(description || errorMessage) && (
        <div className={styles.help}>
          <FieldHelp description={description} errorMessage={errorMessage} />
        </div>
      )}
    </CheckboxField>
  );
}
