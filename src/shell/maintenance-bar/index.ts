/** The maintenance bar and the state stories and the shell set (clock, window, dismissal). */
export {
  dismissMaintenanceAtom,
  maintenanceClockAtom,
  maintenanceDismissedAtom,
  maintenanceWindowAtom,
} from './atoms';
export { MaintenanceBar } from './MaintenanceBar';
