import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import * as fieldStyles from '../internal/fieldChrome.css';

export interface ComboBoxStandInProps {
  /** The combo box's label. */
  label: ReactNode;
  /** The combo box's placeholder. */
  placeholder?: string;
  /** What is typed (the owner keeps it and hands it to the combo box that replaces this). */
  value: string;
  onChange: (value: string) => void;
  /** Focus the input on mount. @default false */
  autoFocus?: boolean;
  onFocus?: () => void;
  onBlur?: () => void;
  /** The pointer comes over the input: time to fetch the combo box. */
  onPointerEnter?: () => void;
}

/**
 * A light stand-in for a `ComboBox` whose code is still on its way (a lazy chunk): the same
 * field (label, bordered input, hover and focus looks) as a plain text input, so the page paints
 * and takes typing and Enter (its form's submit) before the combo box arrives. The owner then
 * renders the `ComboBox` in its place with the same value, and with `autoFocus` when the
 * stand-in had focus. It offers no suggestions.
 */
export function ComboBoxStandIn({
  label,
  placeholder,
  value,
  onChange,
  autoFocus = false,
  onFocus,
  onBlur,
  onPointerEnter,
}: ComboBoxStandInProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [isFocused, setFocused] = useState(false);
  const [isHovered, setHovered] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on mount, as autoFocus does
  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, []);
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <div className={fieldStyles.inputWrapper}>
        <input
          ref={input}
          id={id}
          type="text"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          placeholder={placeholder}
          value={value}
          className={fieldStyles.control({ trailing: 'none' })}
          data-focused={isFocused || undefined}
          data-hovered={isHovered || undefined}
          onChange={(event) => onChange(event.target.value)}
          onFocus={() => {
            setFocused(true);
            onFocus?.();
          }}
          onBlur={() => {
            setFocused(false);
            onBlur?.();
          }}
          onPointerEnter={(event) => {
            if (event.pointerType === 'mouse') setHovered(true);
            onPointerEnter?.();
          }}
          onPointerLeave={() => setHovered(false)}
        />
      </div>
    </div>
  );
}
