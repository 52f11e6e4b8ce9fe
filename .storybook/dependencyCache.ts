import type { Plugin } from 'vite';

/**
 * Gives a story project its own dependency cache. Storybook's Vitest plugin points every
 * project at one cache (`node_modules/.cache/storybook/…/sb-vitest`), but the projects'
 * options differ, so Vite's config hash does: a project whose group began on a cache another
 * project wrote re-optimised it ("Re-optimizing dependencies because vite config has changed")
 * and reloaded its windows mid-run; once, its two windows never ran a story and the run hung.
 * Runs after Storybook's plugin (`enforce: 'post'`), so its folder is the one that stays.
 */
export function ownDependencyCache(cacheDir: string): Plugin {
  return { name: 'own-dependency-cache', enforce: 'post', config: () => ({ cacheDir }) };
}
