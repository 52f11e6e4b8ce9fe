import type { KeyboardEvent, PointerEvent } from 'react';
import * as styles from './DesktopNavigation.css';
import { NewTabHint } from './NewTabHint';
import { type NavigationLink, newTabAttributes } from './rules';

export interface CategoryLinkProps {
  title: string;
  link: NavigationLink;
  /** Holds the bar's tab stop. */
  isTabStop: boolean;
  /** In an extended bar (7 categories or more): the smaller size. */
  extended: boolean;
  linkRef: (element: HTMLElement | null) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onFocus: () => void;
  onPointerEnter: (event: PointerEvent) => void;
  onClick: () => void;
}

/** A category without entries: a plain link in the bar, to its page. */
export function CategoryLink({
  title,
  link,
  isTabStop,
  extended,
  linkRef,
  onKeyDown,
  onFocus,
  onPointerEnter,
  onClick,
}: CategoryLinkProps) {
  return (
    <div role="none" className={styles.barEntry}>
      <a
        ref={linkRef}
        role="menuitem"
        href={link.value}
        tabIndex={isTabStop ? 0 : -1}
        className={`${styles.trigger} ${styles.triggerSize[extended ? 'extended' : 'regular']}`}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        onPointerEnter={onPointerEnter}
        onClick={onClick}
        {...newTabAttributes(link)}
      >
        {title}
        {link.strategy === 'newTab' && <NewTabHint />}
      </a>
    </div>
  );
}
