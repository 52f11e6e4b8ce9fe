import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n';

type Missing = { namespace: string; key: string; locale: string };

function recording(locale: string) {
  const missing: Missing[] = [];
  const i18n = createI18n(locale, {
    onMissingKey: (namespace, key, at) => missing.push({ namespace, key, locale: at }),
  });
  // Keys built at run time are what the types cannot check.
  const t = i18n.t as unknown as (key: string, values?: Record<string, unknown>) => string;
  return { i18n, missing, t };
}

describe('createI18n onMissingKey', () => {
  it('says nothing for a key a regional locale takes from its language (fr-CA → fr-FR)', () => {
    const { missing, t } = recording('fr-CA');
    // fr-CA has no common.json: every common key comes from fr-FR.
    expect(t('common:actions.cancel')).toBe('Annuler');
    expect(missing).toEqual([]);
  });

  it('says nothing when the chain ends in en-US (the completeness test catches that)', () => {
    const { i18n, missing, t } = recording('de-AT');
    i18n.addResource('en-US', 'common', 'onlyInEnglish', 'Only in English');
    expect(t('common:onlyInEnglish')).toBe('Only in English');
    expect(missing).toEqual([]);
  });

  it.each(['fr-CA', 'es-MX', 'de-AT', 'en-XA'])(
    'reports a key no locale of the %s chain has, and shows the raw key',
    (locale) => {
      const { missing, t } = recording(locale);
      expect(t('account:noSuchKey')).toBe('noSuchKey');
      expect(missing).toEqual([{ namespace: 'account', key: 'noSuchKey', locale }]);
    },
  );

  it('reports nothing without a handler (the app)', () => {
    const i18n = createI18n('fr-CA');
    expect(i18n.options.saveMissing).toBe(false);
  });
});
