import type { ReactNode } from 'react';
import {
  Popover as AriaPopover,
  type PopoverProps as AriaPopoverProps,
  Dialog,
  type DialogProps,
  DialogTrigger,
  type DialogTriggerProps,
  Heading,
  OverlayArrow,
} from 'react-aria-components';
import { arrow, dialog, popover, title as titleClass } from './Popover.css';

// Distance from the trigger in px (react-aria positions in JS, not CSS).
const offsetWithArrow = 12;
const offsetWithoutArrow = 6;

export interface PopoverProps
  extends Omit<AriaPopoverProps, 'className' | 'style' | 'children' | 'offset'> {
  /** Where the popover sits relative to its trigger; it flips when there is no room.
   * @default 'bottom' */
  placement?: AriaPopoverProps['placement'];
  /** Show a small arrow pointing at the trigger. @default false */
  showArrow?: boolean;
  /** The content: a `PopoverDialog`, or a `Menu`'s list. */
  children: ReactNode;
}

/**
 * A surface positioned next to its trigger and rendered in a portal. Open state, dismissal
 * (Esc, click outside), focus return and placement flipping come from react-aria's Popover;
 * it fades and slides in from its `[data-placement]`. Put it inside a `PopoverTrigger` with a
 * `PopoverDialog` for rich content; `Menu` uses it for its list.
 */
export function Popover({
  placement = 'bottom',
  showArrow = false,
  children,
  ...props
}: PopoverProps) {
  return (
    <AriaPopover
      {...props}
      placement={placement}
      offset={showArrow ? offsetWithArrow : offsetWithoutArrow}
      className={popover}
    >
      {showArrow && (
        <OverlayArrow>
          <svg viewBox="0 0 12 12" className={arrow} aria-hidden="true">
            <path d="M0 0 L6 6 L12 0" />
          </svg>
        </OverlayArrow>
      )}
      {children}
    </AriaPopover>
  );
}

export interface PopoverDialogProps extends Omit<DialogProps, 'className' | 'style' | 'children'> {
  /** Visible heading that also names the dialog. Without it, pass `aria-label`. */
  title?: ReactNode;
  children: ReactNode;
}

/**
 * The padded, labelled content of a `Popover` that holds text or controls rather than a menu.
 * Focus moves into it on open and back to the trigger on close.
 */
export function PopoverDialog({ title, children, ...props }: PopoverDialogProps) {
  return (
    <Dialog {...props} className={dialog}>
      {title && (
        <Heading slot="title" className={titleClass}>
          {title}
        </Heading>
      )}
      {children}
    </Dialog>
  );
}

export interface PopoverTriggerProps extends DialogTriggerProps {
  /** The trigger (usually a `Button`) followed by the `Popover`. */
  children: ReactNode;
}

/**
 * Opens its `Popover` when the trigger (its first child, a `Button`) is pressed.
 * `defaultOpen` / `isOpen` + `onOpenChange` control it.
 */
export function PopoverTrigger(props: PopoverTriggerProps) {
  return <DialogTrigger {...props} />;
}
