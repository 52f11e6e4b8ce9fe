// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { removeFreeWordsFromPage } from './removeFromPage';

describe('removeFreeWordsFromPage (page-shell §4)', () => {
  it('cleans headings, calls to action and the title, and leaves body copy alone', () => {
    document.title = 'Free Lease Agreement | Site';
    document.body.innerHTML = `
      <h1>Free <em>Lease</em> Agreement</h1>
      <p>A free paragraph stays.</p>
      <button>Start your FREE trial</button>
      <a data-cta href="/x">Modèle gratuit</a>`;
    removeFreeWordsFromPage(document.body, document);
    expect(document.querySelector('h1')?.textContent).toBe(
      '<em>Lease</em> Agreement'.replace(/<\/?em>/g, ''),
    );
    expect(document.querySelector('p')?.textContent).toBe('A free paragraph stays.');
    expect(document.querySelector('button')?.textContent).toBe('Start your trial');
    expect(document.querySelector('a')?.textContent).toBe('Modèle');
    expect(document.title).toBe('Lease Agreement | Site');
  });
});
