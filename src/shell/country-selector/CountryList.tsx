import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../ds/icons';
import type { Country } from '../../platform/api/contract';
import { CountryFlag } from './CountryFlag';
import * as styles from './CountrySelector.css';
import type { CountryListEntry } from './rules';

export interface CountryListProps {
  entries: readonly CountryListEntry<Country>[];
  /** Page-shell §9: the list scrolls above 5 entries. */
  scrolls: boolean;
  onChoose: (event: MouseEvent<HTMLAnchorElement>, country: Country) => void;
  onMore: () => void;
}

/** The major countries as links, the current one checked, then "More countries". */
export function CountryList({ entries, scrolls, onChoose, onMore }: CountryListProps) {
  const { t } = useTranslation('countrySelector');
  return (
    <ul aria-label={t('label')} className={styles.list({ scrolls })}>
      {entries.map((entry) =>
        entry.kind === 'country' ? (
          <li key={entry.country.countryCode}>
            <a
              href={entry.href}
              className={entry.isCurrent ? `${styles.entry} ${styles.currentEntry}` : styles.entry}
              aria-current={entry.isCurrent ? 'true' : undefined}
              onClick={(event) => onChoose(event, entry.country)}
            >
              <span className={styles.check} aria-hidden="true">
                {entry.isCurrent && <CheckIcon size="sm" />}
              </span>
              <CountryFlag countryCode={entry.country.countryCode} />
              <span className={styles.entryName}>{entry.country.name}</span>
            </a>
          </li>
        ) : (
          <li key="more" className={styles.moreItem}>
            <button
              type="button"
              className={`${styles.entry} ${styles.more}`}
              aria-haspopup="dialog"
              onClick={onMore}
            >
              <span className={styles.check} aria-hidden="true" />
              <span className={styles.entryName}>{t('more')}</span>
            </button>
          </li>
        ),
      )}
    </ul>
  );
}
