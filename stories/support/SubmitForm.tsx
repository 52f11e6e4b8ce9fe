import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../src/ds/Button/Button';
import { Sample } from './Sample';

/**
 * A form around a field with a submit button, for stories that prove Enter submits.
 * The submit event is prevented and reported through `onSubmit`.
 */
export function SubmitForm({
  onSubmit,
  children,
  width = 360,
}: {
  onSubmit: () => void;
  children: ReactNode;
  /** Maximum width in px. */
  width?: number;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} style={{ display: 'grid', gap: 16, maxWidth: width }}>
      {children}
      <div>
        <Button type="submit">
          <Sample k="forms:submit" />
        </Button>
      </div>
    </form>
  );
}
