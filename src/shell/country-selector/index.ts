/** The location state other features and the host-page messages read and refresh. */
export { type Location, locationAtom, refreshLocationAtom } from './atoms';
