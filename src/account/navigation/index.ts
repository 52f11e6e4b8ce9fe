/** Dashboard routes, tabs, guards, query parsers and typed links. */
export * from './rules';
