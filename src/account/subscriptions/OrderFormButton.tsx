import { Button } from '../../ds/Button/Button';
import type { OrderForm } from '../domain';

export interface OrderFormButtonProps {
  form: OrderForm;
  label: string;
  /** The id of what the button orders (the offer's text). */
  describedBy: string;
  primary: boolean;
}

/** A real form posted to the order site: its hidden fields and the button that submits it. */
export function OrderFormButton({ form, label, describedBy, primary }: OrderFormButtonProps) {
  return (
    <form method="post" action={form.action}>
      {form.fields.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button
        type="submit"
        variant={primary ? 'primary' : 'secondary'}
        size="sm"
        aria-describedby={describedBy}
      >
        {label}
      </Button>
    </form>
  );
}
