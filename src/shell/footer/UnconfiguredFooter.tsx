import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Inline, Stack } from '../../ds/layout';
import { PolicyKind, PolicyLink } from '../policies';
import { RecaptchaNotice } from './RecaptchaNotice';

/**
 * The site configuration could not be loaded: no page URLs, flags or brand name are known, so
 * the footer keeps what needs none of them — the policy dialogs, the country selector and the
 * recaptcha notice.
 */
export function UnconfiguredFooter({ countrySelector }: { countrySelector?: ReactNode }) {
  const { t } = useTranslation('footer');
  return (
    <Stack space="xl" align="start">
      <Box as="nav" aria-label={t('links.label')}>
        <Inline as="ul" space="lg">
          <PolicyLink kind={PolicyKind.Terms} variant="standalone">
            {t('links.terms')}
          </PolicyLink>
          <PolicyLink kind={PolicyKind.PrivacyPolicy} variant="standalone">
            {t('links.privacy')}
          </PolicyLink>
          <PolicyLink kind={PolicyKind.CookiePolicy} variant="standalone">
            {t('links.cookiePolicy')}
          </PolicyLink>
        </Inline>
      </Box>
      {countrySelector}
      <RecaptchaNotice />
    </Stack>
  );
}
