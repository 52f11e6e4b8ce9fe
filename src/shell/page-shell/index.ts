/** The page shell: the one frame an app or a host page mounts. */
export { MAIN_CONTENT_ID, PageShell, type PageShellProps } from './PageShell';
export { shellPrefetch } from './prefetch';
