/** The overview tab. */
export { OverviewPage } from './OverviewPage';
