import { createI18n } from '../src/platform/i18n/i18n';
import { addStoryResources } from '../stories/support/storyResources';

/**
 * Translation keys the stories' i18next instance could not resolve in any locale of the
 * story's fallback chain (so the page shows the raw key). The story suite
 * (`vitest.setup.ts`) fails a story that rendered one; in the Storybook UI each shows once as
 * a console error.
 */
const missing = new Set<string>();

function reportMissingTranslation(namespace: string, key: string, locale: string) {
  const entry = `${namespace}:${key} (${locale})`;
  if (!missing.has(entry)) console.error(`Missing translation: ${entry}`);
  missing.add(entry);
}

/** What was reported since the last call, and forget it. */
export function takeMissingTranslations(): string[] {
  const list = [...missing];
  missing.clear();
  return list;
}

/**
 * The one i18next instance every story renders with (`preview.tsx` switches its language to
 * the story's locale; the shell may switch it again, e.g. in Quebec): the product's copy and
 * the stories' own, with missing keys reported.
 */
export const storyI18n = createI18n(undefined, { onMissingKey: reportMissingTranslation });
addStoryResources(storyI18n);
