import { useTranslation } from 'react-i18next';

/** Placeholder until the screen lands (issue #10); the route table already points here. */
export function SubscriptionsPage() {
  const { t } = useTranslation('account');
  return <h1>{t('pages.subscriptions')}</h1>;
}

/** The list of subscription cards without the page heading (the combined tab reuses it). */
export function SubscriptionList() {
  return null;
}
