import type { i18n as I18n } from 'i18next';

// Story-only sample copy: stories/locales/<locale>/<namespace>.json
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** Adds every story namespace to an i18next instance. */
export function addStoryResources(i18n: I18n) {
  for (const [path, content] of Object.entries(files)) {
    const [, locale, namespace] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
    if (locale && namespace) i18n.addResourceBundle(locale, namespace, content, true, true);
  }
}
