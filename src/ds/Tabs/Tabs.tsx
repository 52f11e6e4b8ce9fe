import { type ReactNode, type RefObject, useContext, useEffect, useRef } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  type TabListProps as AriaTabListProps,
  TabPanel as AriaTabPanel,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  Tabs as AriaTabs,
  type TabsProps as AriaTabsProps,
  TabListStateContext,
} from 'react-aria-components';
import * as styles from './Tabs.css';

export interface TabsProps extends Omit<AriaTabsProps, 'className' | 'style' | 'orientation'> {
  /** A `TabList` followed by one `TabPanel` per tab (panels are optional for link tabs). */
  children: ReactNode;
}

/**
 * Horizontal tabs. Left/Right arrows (mirrored in right-to-left languages), Home and End move
 * between tabs and select them, showing their panel. With `href` on each `Tab` they become
 * navigation links: pass the current route's tab as `selectedKey`.
 */
export function Tabs(props: TabsProps) {
  return <AriaTabs {...props} className={styles.tabs} />;
}

export interface TabListProps<T extends object>
  extends Omit<AriaTabListProps<T>, 'className' | 'style'> {
  /** Names the set of tabs for assistive technology (e.g. "Account sections"). */
  'aria-label': string;
}

/**
 * The row of `Tab`s. When the tabs do not fit they scroll sideways: a fade marks each edge with
 * more tabs behind it, with a chevron (`data-overflow-start` / `data-overflow-end`, from the scroll
 * position),
 * and the focused or selected tab is scrolled into view.
 */
export function TabList<T extends object>(props: TabListProps<T>) {
  const ref = useRef<HTMLDivElement>(null);
  useOverflowEdges(ref);
  useRevealSelected(ref, useContext(TabListStateContext)?.selectedKey);
  return (
    <div className={styles.tabListFrame}>
      <AriaTabList {...props} ref={ref} className={styles.tabList} />
    </div>
  );
}

const reveal: ScrollIntoViewOptions = { block: 'nearest', inline: 'nearest' };

/** Marks the edges of a horizontal scroller that have more content behind them. */
function useOverflowEdges(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    // Until the member scrolls or moves focus, the selected tab (e.g. from the route) is kept
    // in view while the tabs render and their fonts load.
    let initial = true;
    const measure = () => {
      // scrollLeft is negative in right-to-left layouts; its size is the distance from the start.
      const fromStart = Math.abs(list.scrollLeft);
      const toEnd = list.scrollWidth - list.clientWidth - fromStart;
      list.toggleAttribute('data-overflow-start', fromStart > 1);
      list.toggleAttribute('data-overflow-end', toEnd > 1);
    };
    const update = () => {
      if (initial) revealSelectedWithin(list);
      measure();
    };
    // The list's size and its tabs' sizes (late fonts, a new language) both change the overflow.
    const resize = new ResizeObserver(update);
    const observeTabs = () => {
      resize.disconnect();
      resize.observe(list);
      for (const tab of list.children) resize.observe(tab);
      update();
    };
    const mutations = new MutationObserver(observeTabs);
    mutations.observe(list, { childList: true });
    observeTabs();
    const stopInitial = () => {
      initial = false;
    };
    list.addEventListener('scroll', measure, { passive: true });
    list.addEventListener('pointerdown', stopInitial);
    list.addEventListener('wheel', stopInitial, { passive: true });
    list.addEventListener('touchstart', stopInitial, { passive: true });
    // Keyboard focus (arrows, Home, End, Tab) always lands on a fully visible tab.
    const onFocus = (event: FocusEvent) => {
      stopInitial();
      (event.target as HTMLElement).scrollIntoView?.(reveal);
    };
    list.addEventListener('focusin', onFocus);
    return () => {
      resize.disconnect();
      mutations.disconnect();
      list.removeEventListener('scroll', measure);
      list.removeEventListener('focusin', onFocus);
      list.removeEventListener('pointerdown', stopInitial);
      list.removeEventListener('wheel', stopInitial);
      list.removeEventListener('touchstart', stopInitial);
    };
  }, [ref]);
}

/** Scrolls the selected tab into view as the selection changes (not on first render). */
function useRevealSelected(ref: RefObject<HTMLElement | null>, selectedKey: unknown) {
  const previous = useRef(selectedKey);
  useEffect(() => {
    if (previous.current === selectedKey) return;
    previous.current = selectedKey;
    ref.current?.querySelector<HTMLElement>(selectedTab)?.scrollIntoView(reveal);
  }, [ref, selectedKey]);
}

const selectedTab = '[role="tab"][aria-selected="true"]';

/**
 * Scrolls only the list (never the page, which must not jump to a tab list below the fold) so
 * that the selected tab is clear of the fades.
 */
function revealSelectedWithin(list: HTMLElement) {
  const selected = list.querySelector<HTMLElement>(selectedTab);
  if (!selected || list.clientWidth === 0) return;
  const padding = Number.parseFloat(getComputedStyle(list).scrollPaddingInlineStart) || 0;
  const bounds = list.getBoundingClientRect();
  const tab = selected.getBoundingClientRect();
  if (tab.left < bounds.left + padding) list.scrollLeft -= bounds.left + padding - tab.left;
  else if (tab.right > bounds.right - padding)
    list.scrollLeft += tab.right - bounds.right + padding;
}

export interface TabProps extends Omit<AriaTabProps, 'className' | 'style' | 'children'> {
  /** Matches the `id` of its `TabPanel` (and `selectedKey` of `Tabs`). */
  id: AriaTabProps['id'];
  /** Leading icon from `ds/icons` (decorative: the label names the tab). */
  icon?: ReactNode;
  /** The tab's label. */
  children: ReactNode;
}

/** One tab. Selected, hovered, focused and disabled looks follow its data attributes. */
export function Tab({ icon, children, ...props }: TabProps) {
  return (
    <AriaTab {...props} className={styles.tab}>
      {icon}
      {children}
    </AriaTab>
  );
}

export interface TabPanelProps extends Omit<AriaTabPanelProps, 'className' | 'style'> {
  /** Matches the `id` of its `Tab`. */
  id: AriaTabPanelProps['id'];
}

/** The content shown while its tab is selected. */
export function TabPanel(props: TabPanelProps) {
  return <AriaTabPanel {...props} className={styles.tabPanel} />;
}
