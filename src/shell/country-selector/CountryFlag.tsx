import * as styles from './CountrySelector.css';

export interface CountryFlagProps {
  /** ISO country code, e.g. `US`. */
  countryCode: string;
}

/**
 * A country's flag as its code in a small frame: no images to fetch and no dependence on an
 * emoji font (which most Linux machines lack). Decorative: the country's name is always said
 * next to it or in the control's name.
 */
export function CountryFlag({ countryCode }: CountryFlagProps) {
  return (
    <span className={styles.flag} aria-hidden="true">
      {countryCode}
    </span>
  );
}
