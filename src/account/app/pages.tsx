import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useHref, useRouteError } from 'react-router';
import { Link } from '../../ds/Link/Link';
import { AccountMessage } from './AccountMessage';
import { reportAccountErrorAtom } from './errors';

/** §2 An address the dashboard does not know: says so and leads back to the dashboard. */
export function NotFoundPage() {
  const { t } = useTranslation('account');
  return (
    <AccountMessage
      testId="account-not-found"
      title={t('app.notFound.title')}
      body={t('app.notFound.body')}
      actions={
        <Link variant="standalone" href="/">
          {t('app.backToAccount')}
        </Link>
      }
    />
  );
}

export interface RouteErrorPageProps {
  /**
   * Shown in place of the whole dashboard (its frame failed): a page heading, and a plain link
   * that reloads the dashboard. @default false (shown in the page area, under the tabs)
   */
  standalone?: boolean;
}

/**
 * §8 "Route resolution errors are logged": a route whose code, guard or screen failed. The
 * error goes to the dashboard's exception handler (console and error logger); the member sees
 * a translated message and the way back to the dashboard.
 */
export function RouteErrorPage({ standalone = false }: RouteErrorPageProps) {
  const { t } = useTranslation('account');
  const error = useRouteError();
  const report = useSetAtom(reportAccountErrorAtom);
  // Outside the dashboard's router links the base must be written out.
  const home = useHref('/');
  useEffect(() => {
    const description = isRouteErrorResponse(error)
      ? `My Account route error ${error.status} ${error.statusText}`
      : 'My Account route error';
    report(error, { description });
  }, [error, report]);
  return (
    <AccountMessage
      testId="account-route-error"
      level={standalone ? 'h1' : 'h2'}
      padded={standalone}
      title={t('app.routeError.title')}
      body={t('app.routeError.body')}
      actions={
        <Link variant="standalone" href={standalone ? home : '/'}>
          {t('app.backToAccount')}
        </Link>
      }
    />
  );
}
