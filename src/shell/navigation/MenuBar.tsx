import { type ReactNode, useId } from 'react';
import { CategoryLink } from './CategoryLink';
import { CategoryMenu } from './CategoryMenu';
import * as styles from './DesktopNavigation.css';
import type { NavigationItem, NavigationMenu } from './rules';
import type { MenuBarView } from './useMenuBar';

export interface MenuBarProps {
  label: string;
  menus: readonly NavigationMenu[];
  extended: boolean;
  /** The bar's state and events (`useMenuBar`). */
  view: MenuBarView;
  renderCustomItem?: (item: NavigationItem) => ReactNode;
}

/** The categories as a WAI-ARIA menubar: plain links and triggers of dropdowns. */
export function MenuBar({ label, menus, extended, view, renderCustomItem }: MenuBarProps) {
  const idBase = useId();
  return (
    <div
      ref={view.barRef}
      role="menubar"
      aria-label={label}
      className={styles.bar}
      data-extended={extended || undefined}
      onBlur={view.onBarBlur}
    >
      {menus.map((menu, index) => {
        const isTabStop = index === view.tabStop;
        if (menu.kind === 'link') {
          return (
            <CategoryLink
              key={menu.code}
              title={menu.title}
              link={menu.link}
              isTabStop={isTabStop}
              extended={extended}
              linkRef={view.categoryRef(index)}
              onKeyDown={(event) => view.onCategoryKeyDown(event, index)}
              onFocus={() => view.onCategoryFocus(index)}
              onPointerEnter={(event) => view.onPointerEnter(event, index)}
              onClick={() => view.onCategoryLinkClick(index)}
            />
          );
        }
        return (
          <CategoryMenu
            key={menu.code}
            title={menu.title}
            entries={view.entries[index] ?? []}
            hasViewAll={menu.link !== null}
            dropdownId={`${idBase}-${index}`}
            isOpen={view.open?.index === index}
            isTabStop={isTabStop}
            extended={extended}
            triggerRef={view.categoryRef(index)}
            itemRef={view.itemRef}
            onTriggerKeyDown={(event) => view.onCategoryKeyDown(event, index)}
            onTriggerFocus={() => view.onCategoryFocus(index)}
            onTriggerClick={() => view.onTriggerClick(index)}
            onPointerEnter={(event) => view.onPointerEnter(event, index)}
            onPointerLeave={view.onPointerLeave}
            onDropdownKeyDown={(event) => view.onDropdownKeyDown(event, index)}
            onItemClick={(item) => view.onItemClick(index, item)}
            renderCustomItem={renderCustomItem}
          />
        );
      })}
    </div>
  );
}
