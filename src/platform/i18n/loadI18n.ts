import type { i18n as I18n, Resource } from 'i18next';
import { createLazyI18n } from './backend';

// Each translation file is its own module, fetched only when its locale is needed (the app's
// build groups them into one chunk per locale). The reference server's own texts stay out.
const files = import.meta.glob(['./locales/*/*.json', '!./locales/*/server.json'], {
  import: 'default',
});

/**
 * The app's i18next instance: only `locale` and its fallback chain are loaded before it
 * resolves; another locale is fetched when the language changes to it.
 */
export function loadI18n(locale: string, resources?: Resource): Promise<I18n> {
  return createLazyI18n(locale, files, resources);
}

export { translationsOf } from './backend';
