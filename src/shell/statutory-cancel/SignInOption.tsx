import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading } from '../../ds/Heading/Heading';
import { Link } from '../../ds/Link/Link';
import { Stack } from '../../ds/layout';
import { Text } from '../../ds/Text/Text';
import * as styles from './StatutoryCancelPage.css';

/** Where a member who prefers to sign in cancels: the dashboard's cancellation gateway. */
const MY_ACCOUNT_CANCEL = '/my-account/cancel';

/** The other way to cancel: sign in and cancel in My Account. */
export function SignInOption() {
  const { t } = useTranslation('cancellation');
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <Heading level={2} size="section" id={titleId}>
        {t('statutory.signInTitle')}
      </Heading>
      <Stack space="sm" align="start">
        <Text>{t('statutory.signInBody')}</Text>
        <Link variant="standalone" href={MY_ACCOUNT_CANCEL}>
          {t('statutory.signInLink')}
        </Link>
      </Stack>
    </section>
  );
}
