import { describe, expect, it } from 'vitest';
import { members } from '../src/platform/fixtures';
import {
  type Catalogue,
  contractsCatalogue,
  frenchCatalogue,
  germanCatalogue,
  mainCanadaCatalogue,
  mainCatalogue,
} from '../src/platform/fixtures/catalogue';
import type { BrandId } from '../tokens/types';
import { demoMembers } from './db/seed';

/**
 * A French or German member reads their documents in the site's language (issue #24): the
 * names the demo data and the catalogue give them are the brand's, never the English ones.
 */

const namesOf = (catalogue: Catalogue) =>
  new Set(catalogue.flatMap((category) => category.entries.map((entry) => entry.name)));

const englishNames = new Set([
  ...namesOf(mainCatalogue),
  ...namesOf(mainCanadaCatalogue),
  ...namesOf(contractsCatalogue),
  // The American members' documents and projects: the English originals.
  ...Object.values(members)
    .filter((m) => m.countryCode === 'US')
    .flatMap((m) => [
      ...m.licenses.map((l) => l.productName),
      ...m.projectTiles.map((tile) => tile.title),
    ]),
]);

const localCatalogues: Partial<Record<BrandId, Catalogue>> = {
  'fr-legal': frenchCatalogue,
  'de-legal': germanCatalogue,
};

describe.each(Object.entries(localCatalogues))('%s', (brand, catalogue) => {
  const own = namesOf(catalogue as Catalogue);
  const seeded = demoMembers.filter((demo) => demo.brand === brand);

  it('seeds members', () => {
    expect(seeded.length).toBeGreaterThan(0);
  });

  it("names every seeded member's documents as its own catalogue does", () => {
    for (const { fixture } of seeded) {
      for (const { productName } of fixture.licenses) {
        expect(englishNames.has(productName), `${fixture.id}: ${productName}`).toBe(false);
        expect([...own], fixture.id).toContain(productName);
      }
      for (const { title } of fixture.projectTiles) {
        expect(englishNames.has(title), `${fixture.id}: ${title}`).toBe(false);
      }
    }
  });

  it('has no English document name in its catalogue', () => {
    expect([...own].filter((name) => englishNames.has(name))).toEqual([]);
  });
});
