import { ProgressBar } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import * as styles from './Spinner.css';

/**
 * An indeterminate progress indicator: a faint ring with a turning quarter arc, sized to the
 * surrounding text and drawn in its colour. It is a `progressbar` named "Loading…" (or
 * `label`); inside a pending react-aria Button it also joins the button's accessible name.
 * Under reduced motion the arc stands still. Private to `src/ds` (Button, ComboBox).
 */
export function Spinner({
  label,
}: {
  /** Accessible name. @default translated "Loading…" */
  label?: string;
}) {
  const { t } = useTranslation('ds');
  return (
    <ProgressBar isIndeterminate aria-label={label ?? t('loading')} className={styles.root}>
      <svg className={styles.svg} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <circle className={styles.track} cx="10" cy="10" r="8" strokeWidth="2.5" />
        {/* A quarter of the circumference (2π·8 ≈ 50.3), starting at 12 o'clock. */}
        <path className={styles.arc} d="M10 2 A8 8 0 0 1 18 10" strokeWidth="2.5" />
      </svg>
    </ProgressBar>
  );
}
