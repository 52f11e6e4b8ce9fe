/** The page shell: the one frame an app or a host page mounts. */
export { MAIN_CONTENT_ID, PageShell, type PageShellProps } from './PageShell';
export { shellPrefetch } from './prefetch';
export { SHELL_FOOTER_MODULE } from './rules';
export { loadShellFooter } from './shellFooter';
