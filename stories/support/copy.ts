import type { i18n as I18n } from 'i18next';
import { storyI18n } from '../../.storybook/storyI18n';
import { createI18n } from '../../src/platform/i18n/i18n';
import { addStoryResources } from './storyResources';

const instances = new Map<string, I18n>();

/**
 * The product's (or a story namespace's) copy for `namespace:key` in the language the page
 * shows (the stories' i18next instance: the story's locale, or the one the shell switched to),
 * for play-function assertions that must pass in every locale mode. Not the page's `lang`: the
 * page metadata sets that from the site's country, which a locale mode does not follow (en-XA).
 */
export function copy(key: string, values?: Record<string, unknown>): string {
  return copyIn(storyI18n.language || document.documentElement.lang || 'en-US', key, values);
}

/** The same in an explicit locale (a mode's `globals.locale`). */
export function copyIn(locale: string, key: string, values?: Record<string, unknown>): string {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = createI18n(locale);
    addStoryResources(i18n);
    instances.set(locale, i18n);
  }
  return (i18n.t as unknown as (k: string, v?: Record<string, unknown>) => string)(key, values);
}
