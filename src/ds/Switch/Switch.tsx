import type { ReactNode } from 'react';
import { SwitchButton, SwitchField, type SwitchFieldProps } from 'react-aria-components';
import { FieldDescription } from '../internal/Field';
import { choiceButton, choiceField } from '../internal/fieldChrome.css';
import * as styles from './Switch.css';

export interface SwitchProps
  extends Omit<
    SwitchFieldProps,
    'className' | 'style' | 'children' | 'isInvalid' | 'validate' | 'validationBehavior'
  > {
  /** Visible label beside the switch: name the setting, not its state. */
  children: ReactNode;
  /** Help text under the label, linked with `aria-describedby`. */
  description?: ReactNode;
}

/**
 * An on/off switch for a setting that takes effect at once (react-aria's SwitchField, role
 * `switch`). For a choice that is submitted with a form, use a Checkbox.
 */
export function Switch({ children, description, ...props }: SwitchProps) {
  return (
    <SwitchField {...props} className={choiceField}>
      <SwitchButton className={choiceButton}>
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        <span>{children}</span>
      </SwitchButton>
      {description && (
        <div className={styles.help}>
          <FieldDescription>{description}</FieldDescription>
        </div>
      )}
    </SwitchField>
  );
}
