import type { ReactNode } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link } from '../../ds/Link/Link';
import { Inline, Stack } from '../../ds/layout';
import * as styles from './Header.css';
import type { HeaderModel } from './useHeaderModel';

/**
 * A brand name with a line-break opportunity between its camel-case humps ("Contract|Craft",
 * "Legal|Kit") besides its spaces: on a narrow phone it wraps there rather than inside a word.
 */
function breakableName(name: string): ReactNode {
  return name
    .split(/(?<=\p{Ll})(?=\p{Lu})/u)
    .flatMap((part, index) => (index === 0 ? [part] : [<wbr key={part} />, part]));
}

/** The brand's home link, the optional logo tagline under it and the partner's co-brand mark. */
export function HeaderLogo({
  model,
  compact = false,
}: {
  model: HeaderModel;
  /** The mobile header: the co-brand mark goes under the logo. @default false */
  compact?: boolean;
}) {
  const { t } = useTranslation('header');
  const name = model.brandName;
  const logo = (
    <Stack space="xxs" align="start">
      <AriaLink
        href={model.homeUrl}
        className={styles.logoLink}
        aria-label={name ? t('logo.home', { brand: name }) : undefined}
      >
        <span className={compact ? styles.brandNameCompact : styles.brandName}>
          {name ? (compact ? breakableName(name) : name) : t('logo.fallback')}
        </span>
      </AriaLink>
      {model.showTagline && (
        <span className={styles.tagline} data-testid="logo-tagline">
          {t('logo.tagline')}
        </span>
      )}
    </Stack>
  );
  const partner = model.coBrand && (
    <span
      className={compact ? styles.coBrandCompact : styles.coBrand}
      data-affiliate={model.coBrand.logoClass}
    >
      {model.coBrand.link ? (
        <Link href={model.coBrand.link} isExternal variant="standalone">
          {t('logo.coBrand', { partner: model.coBrand.name })}
        </Link>
      ) : (
        t('logo.coBrand', { partner: model.coBrand.name })
      )}
    </span>
  );
  return compact ? (
    <Stack space="xs" align="start">
      {logo}
      {partner}
    </Stack>
  ) : (
    <Inline space="md" alignY="center">
      {logo}
      {partner}
    </Inline>
  );
}
