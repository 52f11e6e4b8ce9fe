import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ds/Button/Button';
import { CloseIcon, WarningIcon } from '../../ds/icons';
import { Column, Columns } from '../../ds/layout';
import { siteConfigAtom } from '../../platform/config/atoms';
import { variationOrControlAtom } from '../../platform/experiments/atoms';
import {
  dismissMaintenanceAtom,
  maintenanceClockAtom,
  maintenanceDismissedAtom,
  maintenanceWindowAtom,
} from './atoms';
import * as styles from './MaintenanceBar.css';
import {
  maintenanceBarStyle,
  maintenanceMessageValues,
  msUntilMaintenanceEnds,
  showMaintenanceBar,
} from './rules';

/**
 * The maintenance bar (page-shell §2): brand, start date, start time, end time and the time-zone
 * abbreviation of the configured window, in the page's language. It shows until the window
 * ends (a timer hides it then) and never without a window or before the configuration has the
 * brand. The maintenance bar test's treatment "N" shows a compact bar with a dismiss button
 * (remembered on this device until the window ends); the control "C" the standard bar.
 */
export function MaintenanceBar() {
  const { t, i18n } = useTranslation('maintenanceBar');
  const window = useAtomValue(maintenanceWindowAtom);
  const { values } = useAtomValue(siteConfigAtom);
  const clock = useAtomValue(maintenanceClockAtom);
  const dismissed = useAtomValue(maintenanceDismissedAtom);
  const dismiss = useSetAtom(dismissMaintenanceAtom);
  const variation = useAtomValue(variationOrControlAtom('maintenanceBarTest'));
  // Each tick re-reads the clock: the timer below ticks when the window ends.
  const [ticks, tick] = useReducer((count: number) => count + 1, 0);

  const now = new Date(clock.now());
  const brand = values.sitebrand;
  const visible = !!brand && !!window && !dismissed && showMaintenanceBar(window, now);
  const wait = visible ? msUntilMaintenanceEnds(window, now) : null;

  useEffect(() => {
    void ticks;
    if (wait === null) return;
    const timer = setTimeout(tick, wait);
    return () => clearTimeout(timer);
  }, [wait, ticks]);

  if (!visible || !window || !brand) return null;
  const style = maintenanceBarStyle(variation);
  const message = t('message', {
    ...maintenanceMessageValues({
      brand,
      start: window.start,
      end: window.end,
      timeZoneAbbreviation: values.maintenance?.timeZoneAbbreviation,
      locale: i18n.language,
    }),
  });

  return (
    <section aria-label={t('label')} className={styles.bar({ style })}>
      <Columns space="sm" alignY="center">
        <Column width="content">
          <span className={styles.icon}>
            <WarningIcon size={style === 'compact' ? 'sm' : undefined} />
          </span>
        </Column>
        <Column>
          <p className={styles.message}>
            {style === 'standard' && <span className={styles.label}>{t('lead')} </span>}
            {message}
          </p>
        </Column>
        {style === 'compact' && (
          <Column width="content">
            <Button variant="tertiary" size="sm" aria-label={t('dismiss')} onPress={dismiss}>
              <CloseIcon size="sm" />
            </Button>
          </Column>
        )}
      </Columns>
    </section>
  );
}
