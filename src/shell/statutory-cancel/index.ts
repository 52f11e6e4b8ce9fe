/** The statutory cancellation page (§ 312k BGB): a host page's form, without signing in. */
export * from './rules';
export { StatutoryCancelPage } from './StatutoryCancelPage';
