import type { ReactNode } from 'react';
import { FieldError, Label, Text, type ValidationResult } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ErrorIcon } from '../icons';
import * as styles from './fieldChrome.css';

/** A translated error message, or a function of react-aria's validation result that returns one. */
export type FieldErrorMessage = ReactNode | ((validation: ValidationResult) => ReactNode);

/** Props every labelled form field of the system shares. */
export interface FieldAnatomyProps {
  /** Visible label. Required for accessibility; pass translated text. */
  label: ReactNode;
  /** Help text under the control, linked with `aria-describedby`. */
  description?: ReactNode;
  /**
   * Message shown under the control while it is invalid (`isInvalid`, or failed native or
   * `validate` validation). Pass translated text: the browser's own messages follow the
   * browser's language, not the page's.
   */
  errorMessage?: FieldErrorMessage;
}

/**
 * The label of a field, with a required marker when `isRequired`. The marker is hidden from
 * assistive technology because the control itself announces "required".
 */
export function FieldLabel({
  children,
  isRequired = false,
  elementType,
}: {
  /** Label text. */
  children: ReactNode;
  /** Shows the required marker. @default false */
  isRequired?: boolean;
  /** `span` for group labels (radio group) that do not point at one input. @default 'label' */
  elementType?: 'label' | 'span';
}) {
  const { t } = useTranslation('ds');
  return (
    <Label className={styles.label} elementType={elementType}>
      {children}
      {isRequired && (
        <span className={styles.requiredMarker} aria-hidden="true" title={t('field.required')}>
          *
        </span>
      )}
    </Label>
  );
}

/** Help text under a field; react-aria links it to the control through the `description` slot. */
export function FieldDescription({
  children,
}: {
  /** Description text. */
  children?: ReactNode;
}) {
  if (children == null || children === false) return null;
  return (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  );
}

/**
 * The error line of a field, with an error icon. Rendered by react-aria's FieldError, so it
 * appears only while the field is invalid and is linked to the control.
 */
export function FieldErrorText({
  children,
}: {
  /** The message; without it react-aria's validation errors are shown. */
  children?: FieldErrorMessage;
}) {
  return (
    <FieldError className={styles.errorText}>
      {(validation) => (
        <>
          <span className={styles.errorIcon}>
            <ErrorIcon size="sm" />
          </span>
          <span>
            {typeof children === 'function'
              ? children(validation)
              : (children ?? validation.validationErrors.join(' '))}
          </span>
        </>
      )}
    </FieldError>
  );
}

/** Description then error: the order every field uses under its control. */
export function FieldHelp({ description, errorMessage }: Omit<FieldAnatomyProps, 'label'>) {
  return (
    <>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </>
  );
}
