import { Outlet } from 'react-router';
import { PageShell, type PageShellProps } from '../../shell/page-shell';
import { AccountGate } from './AccountGate';
import { AccountRouterProvider } from './AccountRouterProvider';
import { ACCOUNT_MOBILE_MENU_BODY_HEIGHT } from './rules';
import { ApiErrorAlerts } from './useApiErrorAlerts';

export interface AccountFrameProps {
  /** Props of the page shell (stories: `cookieBarDelayMs: 0`, no host messages…). */
  shell?: Omit<PageShellProps, 'children' | 'mobileMenuBodyHeight'>;
}

/**
 * The root of the dashboard's routes: the page shell (its own links leave the dashboard as
 * normal page loads), and inside its content react-aria routing through React Router, the
 * API error alerts, and the bootstrap gate around the dashboard.
 */
export function AccountFrame({ shell }: AccountFrameProps) {
  return (
    <PageShell {...shell} mobileMenuBodyHeight={ACCOUNT_MOBILE_MENU_BODY_HEIGHT}>
      <AccountRouterProvider>
        <ApiErrorAlerts />
        <AccountGate>
          <Outlet />
        </AccountGate>
      </AccountRouterProvider>
    </PageShell>
  );
}
