import { useId, useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from '../icons';
import { iconButton } from '../internal/fieldChrome.css';
import { TextField, type TextFieldProps } from '../TextField/TextField';

/** Password input length of the sign-in dialog (page-shell §9). */
export const passwordMaxLength = 30;

export interface PasswordFieldProps
  extends Omit<TextFieldProps, 'type' | 'icon' | 'trailing' | 'trailingSize'> {
  /**
   * Shows the show/hide password button. Turned off where the market asks for it
   * (Canada, page-shell §2 and §9).
   * @default true
   */
  hasVisibilityToggle?: boolean;
  /** Longest password the input accepts (page-shell §9). @default 30 */
  maxLength?: number;
  /** Browser autofill hint: `new-password` when creating an account. @default 'current-password' */
  autoComplete?: 'current-password' | 'new-password';
}

/**
 * A password field: a TextField whose characters are masked, with an optional button that
 * reveals and re-masks them. The button's name says what it will do ("Show password" /
 * "Hide password", translated), and the typed value is kept when toggling.
 */
export function PasswordField({
  hasVisibilityToggle = true,
  maxLength = passwordMaxLength,
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) {
  const { t } = useTranslation('ds');
  const [isRevealed, setRevealed] = useState(false);
  const inputId = useId();
  const id = props.id ?? inputId;
  return (
    <TextField
      {...props}
      id={id}
      type={isRevealed ? 'text' : 'password'}
      maxLength={maxLength}
      autoComplete={autoComplete}
      // Revealed text must not be auto-corrected or spell-checked (and so sent to a service).
      autoCorrect="off"
      spellCheck="false"
      trailing={
        hasVisibilityToggle ? (
          <Button
            className={iconButton}
            aria-label={isRevealed ? t('password.hide') : t('password.show')}
            aria-controls={id}
            isDisabled={props.isDisabled}
            onPress={() => setRevealed((revealed) => !revealed)}
          >
            {isRevealed ? <EyeOffIcon /> : <EyeIcon />}
          </Button>
        ) : undefined
      }
    />
  );
}
