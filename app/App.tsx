import { useTranslation } from 'react-i18next';

/** The /my-account/ area. Screens arrive with the dashboard issues; for now its frame. */
export function App() {
  const { t } = useTranslation('ds');
  return (
    <main>
      <p role="status">{t('loading')}</p>
    </main>
  );
}
