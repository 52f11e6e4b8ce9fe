/** Site search: the search box the header and the mobile search modal place. */
export { SiteSearch, type SiteSearchProps } from './SiteSearch';
