/**
 * The footer's module (`ShellFooter`), from the repository's root: a chunk of its own, hydrated
 * after the first screen (`LaterRoot`). The server renders it with every page and links its
 * stylesheets in the page's head, so its HTML is styled before any script.
 */
export const SHELL_FOOTER_MODULE = 'src/shell/page-shell/ShellFooter.tsx';
