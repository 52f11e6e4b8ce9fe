/**
 * The reference server runs the app's production build, so it loads React's production build
 * too: `dist/ssr/render.js` imports React from node_modules, which picks its build by
 * `NODE_ENV` when first loaded. Left unset, every page was rendered by React's development build
 * (about 1.4× the time per page, and development-only checks in a member's request).
 * Imported first by the server's entry; tests set their own `NODE_ENV` and keep React's checks.
 */
process.env.NODE_ENV ??= 'production';
