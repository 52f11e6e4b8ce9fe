import { atom } from 'jotai';
import { siteConfigAtom } from '../../platform/config/atoms';
import { cacheAtom } from '../../platform/storage/atoms';
import {
  type MaintenanceWindow,
  maintenanceDismissKey,
  maintenanceWindowFromConfig,
  showMaintenanceBar,
} from './rules';

/** The clock the bar reads; stories and tests pin it. @default Date.now */
export const maintenanceClockAtom = atom<{ now: () => number }>({ now: Date.now });

/** The configured window (page-shell §9: from site config), or null. */
export const maintenanceWindowAtom = atom<MaintenanceWindow | null>((get) =>
  maintenanceWindowFromConfig(get(siteConfigAtom).values.maintenance),
);

const dismissalsAtom = atom(0);

/** Whether the visitor dismissed this window's compact bar (kept until the window ends). */
export const maintenanceDismissedAtom = atom((get) => {
  get(dismissalsAtom);
  const window = get(maintenanceWindowAtom);
  if (!window) return false;
  return get(cacheAtom).get(maintenanceDismissKey(window), (v): v is true => v === true) === true;
});

/** Dismisses the current window's bar on this device until the window ends. */
export const dismissMaintenanceAtom = atom(null, (get, set) => {
  const window = get(maintenanceWindowAtom);
  const now = new Date(get(maintenanceClockAtom).now());
  if (!window || !showMaintenanceBar(window, now)) return;
  get(cacheAtom).set(maintenanceDismissKey(window), true, Date.parse(window.end) - now.getTime());
  set(dismissalsAtom, (count) => count + 1);
});
