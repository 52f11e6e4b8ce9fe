import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n';
import { loadI18n } from './loadI18n';

// The real translation files through the app's non-eager glob (Vitest resolves it as Vite does).
describe('loadI18n', () => {
  it('gives the same copy as the bundled instance for the locale it loaded', async () => {
    const lazy = await loadI18n('es-AR');
    const bundled = createI18n('es-AR');
    for (const key of ['common:actions.cancel', 'footer:copyright', 'cancellation:title']) {
      expect(lazy.t(key as never)).toBe(bundled.t(key as never));
    }
    expect(lazy.t('common:actions.cancel')).not.toBe('actions.cancel');
  });

  it('holds only the locale and its chain, and never the server namespace', async () => {
    const i18n = await loadI18n('fr-CA');
    const loaded = Object.keys(i18n.store.data).sort();
    expect(loaded).toEqual(['en-US', 'fr-CA', 'fr-FR']);
    for (const locale of loaded) expect(i18n.hasResourceBundle(locale, 'server')).toBe(false);
  });

  it('loads a new locale on changeLanguage', async () => {
    const i18n = await loadI18n('en-US');
    expect(i18n.hasResourceBundle('de-DE', 'common')).toBe(false);
    await i18n.changeLanguage('de-DE');
    expect(i18n.t('common:actions.cancel')).toBe(createI18n('de-DE').t('common:actions.cancel'));
  });
});
