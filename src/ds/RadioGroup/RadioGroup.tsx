import type { ReactNode } from 'react';
import {
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  RadioButton,
  RadioField,
  type RadioFieldProps,
} from 'react-aria-components';
import { type FieldAnatomyProps, FieldDescription, FieldHelp, FieldLabel } from '../internal/Field';
import { choiceButton, choiceField, field } from '../internal/fieldChrome.css';
import * as styles from './RadioGroup.css';

export interface RadioGroupProps
  extends Omit<AriaRadioGroupProps, 'className' | 'style' | 'children'>,
    FieldAnatomyProps {
  /**
   * `horizontal` for two or three short options; arrow keys move along either way.
   * @default 'vertical'
   */
  orientation?: 'horizontal' | 'vertical';
  /** The `Radio` options. */
  children: ReactNode;
}

/**
 * A set of mutually exclusive options with a group label, description and error
 * (react-aria's RadioGroup). Tab enters the group at the selected option; arrow keys move
 * the selection.
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  orientation = 'vertical',
  children,
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} orientation={orientation} className={field}>
      <FieldLabel isRequired={props.isRequired} elementType="span">
        {label}
      </FieldLabel>
      <div className={styles.options}>{children}</div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}

export interface RadioProps extends Omit<RadioFieldProps, 'className' | 'style' | 'children'> {
  /** Visible label of the option. */
  children: ReactNode;
  /** Help text under this option, linked with `aria-describedby`. */
  description?: ReactNode;
}

/** One option of a RadioGroup (react-aria's RadioField). */
export function Radio({ children, description, ...props }: RadioProps) {
  return (
    <RadioField {...props} className={choiceField}>
      <RadioButton className={choiceButton}>
        <span className={styles.circle} aria-hidden="true" />
        <span>{children}</span>
      </RadioButton>
      {description && (
        <div className={styles.radioHelp}>
          <FieldDescription>{description}</FieldDescription>
        </div>
      )}
    </RadioField>
  );
}
