import type { i18n as I18n } from 'i18next';
import { createI18n } from '../../src/platform/i18n/i18n';
import { addStoryResources } from './storyResources';

const instances = new Map<string, I18n>();

/**
 * The product's (or a story namespace's) copy for `namespace:key` in the story's language (the page's `lang`), for
 * play-function assertions that must pass in every locale mode.
 */
export function copy(key: string, values?: Record<string, unknown>): string {
  return copyIn(document.documentElement.lang || 'en-US', key, values);
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
