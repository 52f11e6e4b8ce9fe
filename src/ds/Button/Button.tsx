import type { ReactNode, Ref } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Spinner } from '../internal/Spinner';
import { button } from './Button.css';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style' | 'children'> {
  /** Visual weight: `primary` for the one main action, `critical` for destructive ones.
   * @default 'primary' */
  variant?: 'primary' | 'secondary' | 'tertiary' | 'critical';
  /** @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /** Stretch to the width of the container. @default false */
  fullWidth?: boolean;
  /** Leading icon, usually from `ds/icons`. */
  icon?: ReactNode;
  /**
   * Trailing icon after the label, usually from `ds/icons`: the chevron of a menu trigger
   * (which reads label first, then the hint that it opens).
   */
  endIcon?: ReactNode;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The action button. Behaviour (press, keyboard, focus, pending) comes from react-aria's
 * Button; style follows its data attributes. While `isPending` the button keeps its size
 * and accessible name, announces progress, and ignores presses.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  icon,
  endIcon,
  children,
  ...props
}: ButtonProps) {
  return (
    <AriaButton {...props} className={button({ variant, size, fullWidth })}>
      {({ isPending }) => (
        <>
          {isPending ? <Spinner /> : icon}
          {children}
          {endIcon}
        </>
      )}
    </AriaButton>
  );
}
