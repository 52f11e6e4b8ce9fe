import { useTranslation } from 'react-i18next';

/**
 * Sample copy for stories, translated like product text so that switching the locale
 * global visibly changes every story. `k` is `<namespace>:<key>` of a file in
 * `stories/locales/<locale>/<namespace>.json` (story-only namespaces, not shipped).
 */
export function Sample({ k, values }: { k: string; values?: Record<string, unknown> }) {
  return <>{useSample()(k, values)}</>;
}

/** The same as a function, for props that need a string (labels, placeholders). */
export function useSample(): (key: string, values?: Record<string, unknown>) => string {
  const { t } = useTranslation();
  // Story namespaces are not part of the typed product resources, hence the widening.
  return t as unknown as (key: string, values?: Record<string, unknown>) => string;
}
