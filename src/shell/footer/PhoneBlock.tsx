import { useTranslation } from 'react-i18next';
import { PhoneIcon } from '../../ds/icons';
import { Link } from '../../ds/Link/Link';
import { Inline, Stack } from '../../ds/layout';
import type { PhoneInfo } from '../../platform/api/contract';
import { telHref } from '../site-config';
import * as css from './Footer.css';

/** The customer-service phone: number to call, opening hours and the company address. */
export function PhoneBlock({ phone }: { phone: PhoneInfo }) {
  const { t } = useTranslation('footer');
  return (
    <Inline space="sm" alignY="top">
      <span className={css.phoneIcon}>
        <PhoneIcon />
      </span>
      <Stack space="xxs">
        <span className={css.phoneLabel}>{t('phone.label')}</span>
        <span className={css.linkText}>
          <Link
            variant="standalone"
            href={telHref(phone.phoneNumber)}
            aria-label={t('phone.call', { phoneNumber: phone.phoneNumber })}
          >
            {phone.phoneNumber}
          </Link>
        </span>
        <p className={css.smallText}>{t('phone.hours', { hours: phone.phoneHours })}</p>
        {phone.companyAddress && <p className={css.smallText}>{phone.companyAddress}</p>}
      </Stack>
    </Inline>
  );
}
