import type { KeyboardEvent, PointerEvent, ReactNode } from 'react';
import { ChevronDownIcon } from '../../ds/icons';
import * as styles from './DesktopNavigation.css';
import { Dropdown } from './Dropdown';
import type { NavigationItem, ResolvedNavigationItem } from './rules';

export interface CategoryMenuProps {
  title: string;
  /** The dropdown's entries: the category's items, then "view all" when `hasViewAll`. */
  entries: readonly ResolvedNavigationItem[];
  hasViewAll: boolean;
  /** The dropdown's id, which the trigger points at while it is open. */
  dropdownId: string;
  isOpen: boolean;
  /** Holds the bar's tab stop. */
  isTabStop: boolean;
  extended: boolean;
  triggerRef: (element: HTMLElement | null) => void;
  itemRef: (index: number) => (element: HTMLElement | null) => void;
  onTriggerKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onTriggerFocus: () => void;
  onTriggerClick: () => void;
  onPointerEnter: (event: PointerEvent) => void;
  onPointerLeave: (event: PointerEvent) => void;
  onDropdownKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onItemClick: (item: ResolvedNavigationItem) => void;
  renderCustomItem?: (item: NavigationItem) => ReactNode;
}

/**
 * A category with entries: its trigger in the bar and, while open, its dropdown. Pointing at
 * either counts as being over the category (the hover grace period starts on leaving both).
 */
export function CategoryMenu({
  title,
  entries,
  hasViewAll,
  dropdownId,
  isOpen,
  isTabStop,
  extended,
  triggerRef,
  itemRef,
  onTriggerKeyDown,
  onTriggerFocus,
  onTriggerClick,
  onPointerEnter,
  onPointerLeave,
  onDropdownKeyDown,
  onItemClick,
  renderCustomItem,
}: CategoryMenuProps) {
  return (
    <div
      role="none"
      className={styles.barEntry}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      <button
        ref={triggerRef}
        type="button"
        role="menuitem"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? dropdownId : undefined}
        tabIndex={isTabStop ? 0 : -1}
        className={`${styles.trigger} ${styles.triggerSize[extended ? 'extended' : 'regular']}`}
        onKeyDown={onTriggerKeyDown}
        onFocus={onTriggerFocus}
        onClick={onTriggerClick}
      >
        {title}
        <span className={styles.chevron} aria-hidden="true">
          <ChevronDownIcon size="sm" />
        </span>
      </button>
      {isOpen && (
        <Dropdown
          id={dropdownId}
          label={title}
          entries={entries}
          hasViewAll={hasViewAll}
          extended={extended}
          itemRef={itemRef}
          onKeyDown={onDropdownKeyDown}
          onItemClick={onItemClick}
          renderCustomItem={renderCustomItem}
        />
      )}
    </div>
  );
}
