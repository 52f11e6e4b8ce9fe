import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CancelField,
  type CancelFormErrors,
  type CancelFormValues,
  calendarDay,
  cancelFormShows,
  cancelFormValues,
  checkCancelRequest,
  firstInvalidField,
  withoutError,
} from './rules';

/** What the cancellation form's fields render and call. */
export interface CancelFormView {
  formRef: RefObject<HTMLFormElement | null>;
  fieldId: (field: CancelField) => string;
  errors: CancelFormErrors;
  /** A field's error message, in the page's language. */
  message: (field: CancelField) => string | undefined;
  /** The member changed a field: its mistake is gone. */
  clear: (field: CancelField) => () => void;
  kind: string;
  timing: string;
  onKindChange: (kind: string) => void;
  onTimingChange: (timing: string) => void;
  shows: { reason: boolean; date: boolean };
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * The cancellation form's state: the server's mistakes, then the browser's own check on submit
 * with the server's rule (`checkCancelRequest`); focus goes to the first mistake each time.
 */
export function useCancelForm({
  values,
  errors: serverErrors,
}: {
  values: CancelFormValues;
  errors: CancelFormErrors;
}): CancelFormView {
  const { t } = useTranslation('cancellation');
  const idPrefix = useId();
  const fieldId = (field: CancelField) => `${idPrefix}-${field}`;
  const [errors, setErrors] = useState(serverErrors);
  const [kind, setKind] = useState(values.kind);
  const [timing, setTiming] = useState(values.timing);
  const formRef = useRef<HTMLFormElement>(null);

  const focusFirstInvalid = (found: CancelFormErrors) => {
    const first = firstInvalidField(found);
    if (!first) return;
    const target = formRef.current?.querySelector<HTMLElement>(
      `#${CSS.escape(fieldId(first))}, [name="${first}"]:checked, [name="${first}"]`,
    );
    target?.focus();
  };

  // The server's answer to a form with mistakes: focus goes to the first of them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the errors the page arrived with
  useEffect(() => {
    focusFirstInvalid(serverErrors);
  }, []);

  const clear = (field: CancelField) => () => setErrors((current) => withoutError(current, field));
  const message = (field: CancelField) => {
    const key = errors[field];
    return key ? t(`statutory.errors.${key}`) : undefined;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitted = cancelFormValues(Object.fromEntries(new FormData(event.currentTarget)));
    // Today in the browser's calendar (the server checks again with its own).
    const check = checkCancelRequest(submitted, calendarDay(new Date()));
    if (check.ok) return; // the browser sends it; the server answers with the receipt
    event.preventDefault();
    setErrors(check.errors);
    focusFirstInvalid(check.errors);
  };

  return {
    formRef,
    fieldId,
    errors,
    message,
    clear,
    kind,
    timing,
    onKindChange: (next) => {
      setKind(next);
      clear('kind')();
    },
    onTimingChange: (next) => {
      setTiming(next);
      clear('timing')();
    },
    shows: cancelFormShows({ kind, timing }),
    onSubmit,
  };
}
