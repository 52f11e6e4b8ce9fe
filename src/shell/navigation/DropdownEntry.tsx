import type { ReactNode, Ref } from 'react';
import * as styles from './DesktopNavigation.css';
import { NewTabHint } from './NewTabHint';
import { type NavigationItem, newTabAttributes, type ResolvedNavigationItem } from './rules';

export interface DropdownEntryProps {
  item: ResolvedNavigationItem;
  entryRef: Ref<HTMLElement>;
  onClick: () => void;
  /** Draws a `custom` entry's content. @default its title */
  renderCustomItem?: (item: NavigationItem) => ReactNode;
  /** The category page at the end of the dropdown. @default false */
  viewAll?: boolean;
}

/**
 * One entry of a dropdown, by its type (page-shell §2 menu item types): a link, a button, or a
 * custom entry the host draws. Out of the tab order: the dropdown's arrow keys reach it.
 */
export function DropdownEntry({
  item,
  entryRef,
  onClick,
  renderCustomItem,
  viewAll = false,
}: DropdownEntryProps) {
  const className = viewAll ? styles.viewAll : styles.item;
  if (item.type === 'link') {
    return (
      <a
        ref={entryRef as Ref<HTMLAnchorElement>}
        role="menuitem"
        tabIndex={-1}
        href={item.value}
        className={className}
        onClick={onClick}
        {...newTabAttributes(item)}
      >
        {item.title}
        {item.strategy === 'newTab' && <NewTabHint />}
      </a>
    );
  }
  if (item.type === 'button') {
    return (
      <button
        ref={entryRef as Ref<HTMLButtonElement>}
        type="button"
        role="menuitem"
        tabIndex={-1}
        className={className}
        onClick={onClick}
      >
        {item.title}
      </button>
    );
  }
  return (
    // A custom entry is a menu item like the others (the dropdown's Enter and Space press it);
    // its content is the host's.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the dropdown handles Enter and Space
    <div
      ref={entryRef as Ref<HTMLDivElement>}
      role="menuitem"
      tabIndex={-1}
      className={className}
      onClick={onClick}
    >
      {renderCustomItem?.(item) ?? item.title}
    </div>
  );
}
