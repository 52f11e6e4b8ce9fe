import { useTranslation } from 'react-i18next';
import { Link } from '../../ds/Link/Link';
import { Inline } from '../../ds/layout';
import { telHref } from '../site-config';
import * as styles from './Header.css';

/** The phone number with its label, as a call link (page-shell §6: only if config allows). */
export function PhoneNumber({ phoneNumber }: { phoneNumber: string }) {
  const { t } = useTranslation('header');
  return (
    <Inline space="xs" alignY="center">
      <span className={styles.phoneLabel}>{t('phone.label')}</span>
      <Link href={telHref(phoneNumber)} variant="standalone">
        <span className={styles.phoneNumber}>{phoneNumber}</span>
      </Link>
    </Inline>
  );
}
