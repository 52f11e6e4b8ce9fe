/** Dashboard routes, tabs, guards, query parsers and typed links. */

export { accountTabsAtom } from './atoms';
export {
  InvalidQuery,
  type InvalidQueryProps,
  type QueryParser,
  useValidQuery,
  ValidQuery,
  type ValidQueryProps,
} from './InvalidQuery';
export * from './rules';
