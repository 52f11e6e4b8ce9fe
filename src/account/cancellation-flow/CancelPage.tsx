import { useTranslation } from 'react-i18next';

/** Placeholder until the screen lands (issue #10); the route table already points here. */
export function CancelPage() {
  const { t } = useTranslation('account');
  return <h1>{t('pages.cancel')}</h1>;
}
