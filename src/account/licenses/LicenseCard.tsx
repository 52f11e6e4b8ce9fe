import { useTranslation } from 'react-i18next';
import { Badge } from '../../ds/Badge/Badge';
import { Card } from '../../ds/Card/Card';
import { Stack } from '../../ds/layout';
import { Text } from '../../ds/Text/Text';
import { formatServerDate } from '../../platform/format/dates';
import type { LicenseView } from './rules';

export interface LicenseCardProps {
  /** The license as `licenseView` derives it. */
  license: LicenseView;
  /** Level of the product name's heading in the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
}

function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * One document license (account-dashboard §3, §4): product name, active or expired, and its
 * dates — ordered, expires / expired / never expires, renews, subscription end — and country.
 * The state is a word in a badge, never colour alone.
 */
export function LicenseCard({ license, headingLevel = 3 }: LicenseCardProps) {
  const { t, i18n } = useTranslation('subscriptions');
  const locale = i18n.language;
  const date = (text: string | null) => (text ? formatServerDate(text, locale) : null);
  const lines: { key: string; text: string }[] = [];
  const ordered = date(license.orderDate);
  if (ordered) lines.push({ key: 'ordered', text: t('licenses.ordered', { date: ordered }) });
  const term = license.term;
  if (term.kind === 'never-expires') {
    lines.push({ key: 'term', text: t('licenses.noExpiry') });
  } else {
    const when = date(term.date);
    if (when) {
      lines.push({
        key: 'term',
        text:
          term.kind === 'expires'
            ? t('licenses.expires', { date: when })
            : term.kind === 'renews'
              ? t('licenses.renews', { date: when })
              : t('dates.expiredOn', { date: when }),
      });
    }
  }
  const renews = date(license.renewDate);
  if (renews) lines.push({ key: 'renews', text: t('licenses.renews', { date: renews }) });
  const subscriptionEnds = date(license.subscriptionExpiryDate);
  if (subscriptionEnds) {
    lines.push({
      key: 'subscription',
      text: t('licenses.subscriptionEnds', { date: subscriptionEnds }),
    });
  }
  if (license.countryCode) {
    lines.push({
      key: 'country',
      text: t('licenses.country', { country: countryName(license.countryCode, locale) }),
    });
  }
  const active = license.state === 'active';
  return (
    <Card variant="outline" padding="md" heading={license.name} headingLevel={headingLevel}>
      <Stack space="sm" align="start">
        <Badge tone={active ? 'success' : 'neutral'} dot>
          {active ? t('licenses.active') : t('licenses.expired')}
        </Badge>
        <Stack space="xxs">
          {lines.map((line) => (
            <Text size="small" tone="secondary" key={line.key}>
              {line.text}
            </Text>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
