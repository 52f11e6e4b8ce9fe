import { useAtomValue } from 'jotai';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../ds/Card/Card';
import {
  ChevronRightIcon,
  CreditCardIcon,
  DocumentIcon,
  MailIcon,
  SearchIcon,
} from '../../ds/icons';
import { Link } from '../../ds/Link/Link';
import { Stack } from '../../ds/layout';
import { accountLinksAtom } from '../links';
import { accountHref } from '../navigation';
import { type OverviewTaskId, overviewTasks } from './rules';

const TASK_ICON: Record<OverviewTaskId, ReactElement> = {
  manageSubscription: <ChevronRightIcon size="sm" />,
  receipts: <DocumentIcon size="sm" />,
  updateCard: <CreditCardIcon size="sm" />,
  changeEmail: <MailIcon size="sm" />,
  browseDocuments: <SearchIcon size="sm" />,
};

/**
 * The shortest way to each common task: manage or cancel a subscription and view receipts (the
 * Subscriptions tab), update the card and change the email (Settings), browse documents (the
 * site). Static: it needs no data, so it never waits or fails.
 */
export function TasksSection() {
  const { t } = useTranslation('account');
  const links = useAtomValue(accountLinksAtom);
  const tasks = overviewTasks({
    subscriptions: accountHref.subscriptions(),
    settings: accountHref.settings(),
    allContracts: links.allContracts,
  });
  return (
    <Card heading={t('overview.tasks.title')} headingLevel={3} variant="sunken" padding="md">
      <Stack as="ul" space="sm">
        {tasks.map((task) => (
          <Link key={task.id} variant="standalone" href={task.href} icon={TASK_ICON[task.id]}>
            {t(`overview.tasks.${task.id}`)}
          </Link>
        ))}
      </Stack>
    </Card>
  );
}
