import { VisuallyHidden } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

/** Tells a screen reader that the link opens in a new tab. */
export function NewTabHint() {
  const { t } = useTranslation('navigation');
  return <VisuallyHidden>{` ${t('opensInNewTab')}`}</VisuallyHidden>;
}
