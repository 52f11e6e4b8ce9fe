import type { i18n as I18n } from 'i18next';
import { type ReactNode, StrictMode, useEffect, useMemo } from 'react';
import { AppProviders } from '../src/platform/AppProviders';
import { type PageRender, PageRenderContext } from '../src/platform/ssr/LaterRoot';
import type { PageStore } from './pageState';

/**
 * Marks the page interactive (`<html data-hydrated>`) once React has taken it over: what the
 * end-to-end suite and the bench wait for before they press anything.
 */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/** Hydration must adopt the server's HTML as it is: a difference is a bug to see. */
export const reportHydrationError = (error: unknown) => console.error('Hydration:', error);

/**
 * The root of every page, the same on the server and in the browser. `render` says where it
 * renders: a part hydrated later (`LaterRoot`) gets the same providers in its own root.
 */
export function PageRoot(props: {
  store: PageStore;
  i18n: I18n;
  locale: string;
  render: PageRender['kind'];
  children: ReactNode;
}) {
  const { store, i18n, locale, render: kind } = props;
  const render = useMemo((): PageRender => {
    if (kind !== 'hydrate') return { kind };
    const wrap = (content: ReactNode) => (
      <StrictMode>
        <AppProviders store={store} i18n={i18n} locale={locale}>
          {content}
        </AppProviders>
      </StrictMode>
    );
    return { kind, wrap };
  }, [kind, store, i18n, locale]);
  return (
    <StrictMode>
      <AppProviders store={store} i18n={i18n} locale={locale}>
        <PageRenderContext value={render}>
          {props.children}
          <HydrationMark />
        </PageRenderContext>
      </AppProviders>
    </StrictMode>
  );
}
