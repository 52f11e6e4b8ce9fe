/** Site search: the search box the header and the mobile search modal place. */
export { loadSearchComboBox, SiteSearch, type SiteSearchProps } from './SiteSearch';
