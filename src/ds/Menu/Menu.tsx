import { type KeyboardEvent, type ReactNode, useContext } from 'react';
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  MenuSection as AriaMenuSection,
  type MenuSectionProps as AriaMenuSectionProps,
  MenuTrigger as AriaMenuTrigger,
  type MenuTriggerProps as AriaMenuTriggerProps,
  Header,
  PopoverContext,
  RootMenuTriggerStateContext,
  Separator,
  useSlottedContext,
} from 'react-aria-components';
import { flushSync } from 'react-dom';
import { CheckIcon } from '../icons';
import { tabStopBeside } from '../internal/tabStops';
import { Popover, type PopoverProps } from '../Popover/Popover';
import * as styles from './Menu.css';

export interface MenuTriggerProps extends AriaMenuTriggerProps {
  /** The trigger (usually a `Button`) followed by the `Menu`. */
  children: ReactNode;
}

/**
 * Opens its `Menu` from the trigger: on press, and with ArrowDown/ArrowUp from the keyboard
 * (focusing the first/last item). Esc closes the menu and returns focus to the trigger.
 */
export function MenuTrigger(props: MenuTriggerProps) {
  return <AriaMenuTrigger {...props} />;
}

export interface MenuProps<T extends object> extends Omit<AriaMenuProps<T>, 'className' | 'style'> {
  /** Where the menu opens relative to its trigger. @default 'bottom start' */
  placement?: PopoverProps['placement'];
  /** Show an arrow pointing at the trigger. @default false */
  showArrow?: boolean;
}

/**
 * Tab / Shift+Tab in an open menu close it and move on to the stop after / before its trigger
 * (WAI-ARIA menu button). react-aria's modal popover would otherwise keep Tab inside the menu.
 * Runs in the capture phase, ahead of the menu's own Tab handling and the popover's focus trap.
 */
function useTabLeavesMenu() {
  const menuTrigger = useContext(RootMenuTriggerStateContext);
  const triggerRef = useSlottedContext(PopoverContext)?.triggerRef;
  return (event: KeyboardEvent<HTMLElement>) => {
    const trigger = triggerRef?.current;
    if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
    if (!menuTrigger?.isOpen || !(trigger instanceof HTMLElement)) return;
    event.preventDefault();
    event.stopPropagation();
    const popover = event.currentTarget.parentElement;
    // Close synchronously so the page is no longer inert and the focus trap is gone.
    flushSync(() => menuTrigger.close());
    const stop = tabStopBeside(trigger, event.shiftKey ? 'previous' : 'next', popover);
    (stop ?? trigger).focus();
  };
}

/**
 * A list of actions or options in a popover. Arrow keys, Home/End and typeahead move between
 * items, Enter/Space activates, Esc closes (all react-aria); Tab and Shift+Tab close it and
 * move on from the trigger. With `selectionMode` items show a check mark when
 * `[data-selected]`. Name it with `aria-label` when the trigger's text is not enough.
 */
export function Menu<T extends object>({
  placement = 'bottom start',
  showArrow = false,
  ...props
}: MenuProps<T>) {
  const leaveOnTab = useTabLeavesMenu();
  return (
    <Popover placement={placement} showArrow={showArrow}>
      {/* A layout-less wrapper: RAC's Menu passes no keyboard capture handlers through. */}
      <div className={styles.keyboardScope} onKeyDownCapture={leaveOnTab}>
        <AriaMenu {...props} className={styles.menu} />
      </div>
    </Popover>
  );
}

export interface MenuItemProps<T extends object = object>
  extends Omit<AriaMenuItemProps<T>, 'className' | 'style' | 'children'> {
  /** Leading icon from `ds/icons` (decorative: the label names the item). */
  icon?: ReactNode;
  /** A second line of smaller text under the label. */
  description?: ReactNode;
  /** The label. When it is not plain text, also pass `textValue` for typeahead. */
  children: ReactNode;
}

/**
 * One item of a `Menu`: an action (`onAction`), a link (`href`, rendered as `<a>`), or a
 * selectable option when the menu has a `selectionMode`. `isDisabled` keeps it visible but
 * skipped by the keyboard.
 */
export function MenuItem<T extends object = object>({
  icon,
  description,
  children,
  ...props
}: MenuItemProps<T>) {
  return (
    <AriaMenuItem {...props} className={styles.item}>
      {({ selectionMode }) => (
        <>
          {selectionMode !== 'none' && (
            <span className={styles.check}>
              <CheckIcon size="sm" />
            </span>
          )}
          {icon && <span className={styles.icon}>{icon}</span>}
          {/* Plain text rather than label/description slots: the item's name is then all of
              its visible text, as WCAG 2.5.3 (label in name) expects. */}
          <span className={styles.text}>
            <span>{children}</span>
            {description && <span className={styles.description}>{description}</span>}
          </span>
        </>
      )}
    </AriaMenuItem>
  );
}

export interface MenuSectionProps<T extends object>
  extends Omit<AriaMenuSectionProps<T>, 'className' | 'style' | 'children'> {
  /** Visible heading of the group, which also names it for assistive technology. */
  title?: ReactNode;
  /** The section's `MenuItem`s. */
  children: ReactNode;
}

/**
 * A group of related items, with an optional heading; consecutive sections are divided by a
 * rule. A section can have its own `selectionMode` (e.g. a sort order inside an actions menu).
 */
export function MenuSection<T extends object>({ title, children, ...props }: MenuSectionProps<T>) {
  return (
    <AriaMenuSection {...props} className={styles.section}>
      {title && <Header className={styles.sectionHeader}>{title}</Header>}
      {children}
    </AriaMenuSection>
  );
}

/** A horizontal rule between items of a `Menu`, skipped by the keyboard. */
export function MenuSeparator() {
  return <Separator className={styles.separator} />;
}
