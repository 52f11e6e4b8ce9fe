import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ExternalLinkIcon } from '../icons';
import { visuallyHidden } from '../styles/visuallyHidden.css';
import { externalIcon, link } from './Link.css';

export interface LinkProps extends Omit<AriaLinkProps, 'className' | 'style' | 'children'> {
  /**
   * `inline` sits in running text (underlined, inherits the text size); `standalone` stands
   * on its own line or in a list (medium weight, underlined on hover).
   * @default 'inline'
   */
  variant?: 'inline' | 'standalone';
  /**
   * Opens the page in a new tab (`target="_blank"`, `rel="noopener noreferrer"`), shows an
   * external-link icon and tells screen readers "(opens in a new tab)".
   * @default false
   */
  isExternal?: boolean;
  /** Leading icon for a standalone link, usually from `ds/icons`. */
  icon?: ReactNode;
  /** Link text. */
  children: ReactNode;
}

/**
 * A link to another page or place (react-aria's Link, so it also works as a client-side route
 * link under a RouterProvider). External links open in a new tab and say so, visibly with an
 * icon and audibly with translated text.
 */
export function Link({
  variant = 'inline',
  isExternal = false,
  icon,
  children,
  ...props
}: LinkProps) {
  const { t } = useTranslation('ds');
  return (
    <AriaLink
      {...props}
      {...(isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      className={link({ variant })}
    >
      {icon}
      {children}
      {isExternal && (
        <>
          <span className={externalIcon}>
            <ExternalLinkIcon size="inherit" />
          </span>
          <span className={visuallyHidden}>{` ${t('link.opensInNewTab')}`}</span>
        </>
      )}
    </AriaLink>
  );
}
