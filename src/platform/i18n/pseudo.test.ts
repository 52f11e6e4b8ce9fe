import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n';
import { pseudoExpansion, pseudoLocalize, pseudoLocalizeTree } from './pseudo';

describe('pseudoLocalize', () => {
  it('accents letters and brackets the message', () => {
    const result = pseudoLocalize('Sign in');
    expect(result.startsWith('[Šîĝñ îñ')).toBe(true);
    expect(result.endsWith(']')).toBe(true);
    expect(result).not.toMatch(/[A-Za-z]/);
  });

  it('makes text at least 40% longer', () => {
    for (const text of ['OK', 'Cancel subscription', 'We apologize for any inconvenience.']) {
      expect(pseudoLocalize(text).length).toBeGreaterThanOrEqual(
        text.length * (1 + pseudoExpansion),
      );
    }
  });

  it('leaves placeholders, nesting and <Trans> tags intact', () => {
    const message =
      'Hi {{name}}, {{- raw}} {{date, datetime}} $t(common:actions.ok, {"count": 2}) <termsLink>Terms</termsLink>';
    const result = pseudoLocalize(message);
    for (const token of [
      '{{name}}',
      '{{- raw}}',
      '{{date, datetime}}',
      '$t(common:actions.ok, {"count": 2})',
      '<termsLink>',
      '</termsLink>',
    ]) {
      expect(result).toContain(token);
    }
    expect(result).toContain('Ţéŕɱš');
  });

  it('pads by the prose only, not by placeholders', () => {
    expect(pseudoLocalize('{{a}}')).toBe('[{{a}}]');
  });

  it('maps every string of a nested tree and keeps its shape', () => {
    expect(pseudoLocalizeTree({ a: { b: 'x' }, c: 'y' })).toEqual({
      a: { b: pseudoLocalize('x') },
      c: pseudoLocalize('y'),
    });
  });
});

describe('createI18n', () => {
  it('serves en-XA generated from en-US, with interpolation working', () => {
    const i18n = createI18n('en-XA');
    const text = i18n.t('signIn:alerts.passwordEmailSent.message', { email: 'a@b.co' });
    expect(text).toContain('a@b.co');
    expect(text.startsWith('[')).toBe(true);
    expect(text).not.toMatch(/We've sent/);
  });

  it('pluralises in the pseudo-locale like in English', () => {
    const i18n = createI18n('en-XA');
    expect(i18n.t('subscriptions:receipts.count', { count: 1 })).toBe(pseudoLocalize('1 receipt'));
    expect(i18n.t('subscriptions:receipts.count', { count: 3 })).toBe(pseudoLocalize('3 receipts'));
  });

  it('mirrors en-US bundles added later (story copy) into en-XA', () => {
    const i18n = createI18n('en-XA');
    i18n.addResourceBundle('en-US', 'sample', { hello: 'Hello' }, true, true);
    expect(i18n.getResource('en-XA', 'sample', 'hello')).toBe(pseudoLocalize('Hello'));
  });

  it('resolves regional wording through the fallback chain', () => {
    const i18n = createI18n('en-AU');
    expect(i18n.t('subscriptions:state.cancelled')).toBe('Cancelled');
    expect(i18n.t('footer:phone.label')).toBe('Free call');
    expect(i18n.t('common:actions.ok')).toBe('OK');
    const argentina = createI18n('es-AR');
    expect(argentina.t('subscriptions:receipts.count', { count: 2 })).toBe('2 comprobantes');
    expect(argentina.t('paymentMethods:fields.expiryDate')).toBe('Fecha de vencimiento');
    expect(argentina.t('common:actions.print')).toBe('Imprimir');
    expect(createI18n('fr-FR').t('search:suggestions.count', { count: 1_000_000 })).toBe(
      '1000000 de suggestions disponibles',
    );
  });

  it('keeps the reference server texts out of the browser bundle', () => {
    const i18n = createI18n();
    expect(i18n.hasResourceBundle('en-US', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('en-US', 'server')).toBe(false);
  });

  it('uses common as the default namespace', () => {
    expect(createI18n('de-DE').t('actions.cancel')).toBe('Abbrechen');
  });
});
