import type { ReactNode } from 'react';
import {
  Tooltip as AriaTooltip,
  type TooltipProps as AriaTooltipProps,
  TooltipTrigger as AriaTooltipTrigger,
  OverlayArrow,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';
import * as styles from './Tooltip.css';

// Distance from the trigger in px (react-aria positions in JS, not CSS).
const offsetWithArrow = 8;
const offsetWithoutArrow = 4;

export interface TooltipTriggerProps extends Omit<TooltipTriggerComponentProps, 'delay'> {
  /** Milliseconds of hover before the tooltip shows. Keyboard focus shows it at once.
   * @default 600 */
  delay?: number;
  /** Milliseconds before it hides once the pointer leaves. @default 300 */
  closeDelay?: number;
  /** The trigger (a focusable element: `Button`, or react-aria's `Focusable`) then the `Tooltip`. */
  children: ReactNode;
}

/**
 * Shows its `Tooltip` while the trigger is hovered (after `delay`) or focused with the
 * keyboard (immediately), and hides it on blur, pointer leave or Esc. The tooltip describes
 * the trigger (`aria-describedby`); it must never hold the only copy of essential text.
 */
export function TooltipTrigger({ delay = 600, closeDelay = 300, ...props }: TooltipTriggerProps) {
  return <AriaTooltipTrigger {...props} delay={delay} closeDelay={closeDelay} />;
}

export interface TooltipProps extends Omit<AriaTooltipProps, 'className' | 'style' | 'children'> {
  /** Side of the trigger; it flips when there is no room. @default 'top' */
  placement?: AriaTooltipProps['placement'];
  /** Show a small arrow pointing at the trigger. @default true */
  showArrow?: boolean;
  /** Short, plain text. */
  children: ReactNode;
}

/** A short description in a small dark bubble next to its trigger, rendered in a portal. */
export function Tooltip({ placement = 'top', showArrow = true, children, ...props }: TooltipProps) {
  return (
    <AriaTooltip
      {...props}
      placement={placement}
      offset={showArrow ? offsetWithArrow : offsetWithoutArrow}
      className={styles.tooltip}
    >
      {showArrow && (
        <OverlayArrow>
          <svg viewBox="0 0 8 8" className={styles.arrow} aria-hidden="true">
            <path d="M0 0 L4 4 L8 0" />
          </svg>
        </OverlayArrow>
      )}
      {children}
    </AriaTooltip>
  );
}
