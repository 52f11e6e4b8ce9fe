import { describe, expect, it } from 'vitest';
import { signedOutSession } from '../session/atoms';
import { type PageState, pageStateScript } from './pageState';

const state: PageState = {
  brand: 'main',
  country: 'US',
  locale: 'en-US',
  url: 'https://legalkit.example/my-account/',
  now: 0,
  width: 1280,
  themeClass: 'theme',
  session: { ...signedOutSession, username: '</script><script>alert(1)</script>\u2028' },
  calls: [],
  translations: {},
};

describe('the page state script', () => {
  it('is inert JSON that no text inside can close, and reads back as the same state', () => {
    const script = pageStateScript(state);
    expect(script).toMatch(/^<script type="application\/json" id="page-state">/);
    const body = script.slice(script.indexOf('>') + 1, script.lastIndexOf('</script>'));
    expect(body).not.toContain('<');
    expect(body).not.toContain('\u2028');
    expect(JSON.parse(body)).toEqual(state);
  });
});
