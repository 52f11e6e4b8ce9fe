import { type KeyboardEvent, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import * as styles from './DesktopNavigation.css';
import { DropdownEntry } from './DropdownEntry';
import type { NavigationItem, ResolvedNavigationItem } from './rules';

export interface DropdownProps {
  id: string;
  /** The category's name, which names the menu. */
  label: string;
  /** The entries: the category's items, then its page ("view all") when `hasViewAll`. */
  entries: readonly ResolvedNavigationItem[];
  hasViewAll: boolean;
  extended: boolean;
  itemRef: (index: number) => (element: HTMLElement | null) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onItemClick: (item: ResolvedNavigationItem) => void;
  renderCustomItem?: (item: NavigationItem) => ReactNode;
}

/**
 * One category's dropdown (a WAI-ARIA menu): its entries, then the category page ("view all"),
 * across two columns in an extended bar. Opens leftwards when it would leave the viewport.
 */
export function Dropdown({
  id,
  label,
  entries,
  hasViewAll,
  extended,
  itemRef,
  onKeyDown,
  onItemClick,
  renderCustomItem,
}: DropdownProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [shift, setShift] = useState(0);

  // Keep the dropdown inside the viewport: a category near the end of the bar opens leftwards.
  useLayoutEffect(() => {
    const panel = ref.current;
    if (!panel) return;
    const rect = panel.getBoundingClientRect();
    const overflow = rect.right - document.documentElement.clientWidth;
    if (overflow > 0) setShift(-Math.min(overflow, rect.left));
  }, []);

  const viewAllIndex = hasViewAll ? entries.length - 1 : -1;
  return (
    <div
      ref={ref}
      id={id}
      role="menu"
      aria-label={label}
      className={styles.dropdown}
      data-extended={extended || undefined}
      style={shift ? { transform: `translateX(${shift}px)` } : undefined}
      onKeyDown={onKeyDown}
    >
      {entries.map((item, index) => (
        <div
          key={item.id}
          role="none"
          className={index === viewAllIndex ? styles.viewAllEntry : styles.dropdownEntry}
        >
          <DropdownEntry
            item={item}
            entryRef={itemRef(index)}
            onClick={() => onItemClick(item)}
            renderCustomItem={renderCustomItem}
            viewAll={index === viewAllIndex}
          />
        </div>
      ))}
    </div>
  );
}
