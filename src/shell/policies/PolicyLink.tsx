import { useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../ds/Link/Link';
import { showPolicyDialogAtom } from './atoms';
import { POLICY_TITLE_KEY, type PolicyKind } from './rules';

export interface PolicyLinkProps {
  /** The policy the link opens. */
  kind: PolicyKind;
  /** Locale of the document. @default the page's locale */
  locale?: string;
  /** @default 'inline' */
  variant?: 'inline' | 'standalone';
  /** The link text. @default the policy's translated title */
  children?: ReactNode;
}

/**
 * A link that opens a policy dialog instead of leaving the page (page-shell §2): by click, or
 * by Enter from the keyboard. Needs `PolicyDialogs` mounted once on the page.
 */
export function PolicyLink({ kind, locale, variant = 'inline', children }: PolicyLinkProps) {
  const { t } = useTranslation('policies');
  const show = useSetAtom(showPolicyDialogAtom);
  return (
    <Link variant={variant} onPress={() => show(locale ? { kind, locale } : { kind })}>
      {children ?? t(`titles.${POLICY_TITLE_KEY[kind]}`)}
    </Link>
  );
}
