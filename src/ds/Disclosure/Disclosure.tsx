import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Disclosure as AriaDisclosure,
  DisclosureGroup as AriaDisclosureGroup,
  type DisclosureGroupProps as AriaDisclosureGroupProps,
  type DisclosureProps as AriaDisclosureProps,
  DisclosurePanel,
  Heading,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '../icons';
import * as styles from './Disclosure.css';

export interface DisclosureProps
  extends Omit<AriaDisclosureProps, 'className' | 'style' | 'children'> {
  /**
   * The always-visible trigger text. Without it the trigger reads "Show more" / "Show less"
   * in the user's language.
   */
  title?: ReactNode;
  /** Level of the heading that wraps the trigger, to fit the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** The content shown while expanded. */
  children: ReactNode;
}

/**
 * A section whose content shows and hides from a heading button. Enter or Space toggles it,
 * `aria-expanded` follows, and the chevron turns with `[data-expanded]`. Collapsed content
 * stays in the page (`hidden="until-found"`), so find-in-page still reaches it. Inside a
 * `DisclosureGroup` give each one an `id`.
 */
export function Disclosure({ title, headingLevel = 3, children, ...props }: DisclosureProps) {
  const { t } = useTranslation('ds');
  return (
    <AriaDisclosure {...props} className={styles.disclosure}>
      {({ isExpanded }) => (
        <>
          <Heading level={headingLevel} className={styles.heading}>
            <AriaButton slot="trigger" className={styles.trigger}>
              <span>{title ?? t(isExpanded ? 'disclosure.collapse' : 'disclosure.expand')}</span>
              <span className={styles.chevron}>
                <ChevronDownIcon />
              </span>
            </AriaButton>
          </Heading>
          <DisclosurePanel className={styles.panel}>{children}</DisclosurePanel>
        </>
      )}
    </AriaDisclosure>
  );
}

export interface DisclosureGroupProps
  extends Omit<AriaDisclosureGroupProps, 'className' | 'style' | 'children'> {
  /** The `Disclosure`s, each with an `id`. */
  children: ReactNode;
}

/**
 * An accordion: a stack of `Disclosure`s where opening one closes the others, unless
 * `allowsMultipleExpanded`. `defaultExpandedKeys` / `expandedKeys` take the disclosures' ids.
 */
export function DisclosureGroup(props: DisclosureGroupProps) {
  return <AriaDisclosureGroup {...props} className={styles.group} />;
}
