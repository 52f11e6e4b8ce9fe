import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../ds/Link/Link';
import { Stack } from '../../ds/layout';
import { sectionHeading } from '../../ds/styles/headings.css';
import * as styles from './StatutoryCancelPage.css';

/** Where a member who prefers to sign in cancels: the dashboard's cancellation gateway. */
const MY_ACCOUNT_CANCEL = '/my-account/cancel';

/** The other way to cancel: sign in and cancel in My Account. */
export function SignInOption() {
  const { t } = useTranslation('cancellation');
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 className={sectionHeading} id={titleId}>
        {t('statutory.signInTitle')}
      </h2>
      <Stack space="sm" align="start">
        <p className={styles.text}>{t('statutory.signInBody')}</p>
        <Link variant="standalone" href={MY_ACCOUNT_CANCEL}>
          {t('statutory.signInLink')}
        </Link>
      </Stack>
    </section>
  );
}
