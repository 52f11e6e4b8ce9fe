import type { ReactNode } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  type TabListProps as AriaTabListProps,
  TabPanel as AriaTabPanel,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  Tabs as AriaTabs,
  type TabsProps as AriaTabsProps,
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

/** The row of `Tab`s. It scrolls sideways when the tabs do not fit. */
export function TabList<T extends object>(props: TabListProps<T>) {
  return <AriaTabList {...props} className={styles.tabList} />;
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
