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

interface Providers {
  store: PageStore;
  i18n: I18n;
  locale: string;
}

/** The providers every React root of a page renders inside. */
function withProviders(content: ReactNode, { store, i18n, locale }: Providers) {
  return (
    <StrictMode>
      <AppProviders store={store} i18n={i18n} locale={locale}>
        {content}
      </AppProviders>
    </StrictMode>
  );
}

/**
 * The root of every page, the same on the server and in the browser. `render` says where it
 * renders: a part hydrated later (`LaterRoot`) gets the same providers in its own root.
 */
export function PageRoot(props: Providers & { render: PageRender['kind']; children: ReactNode }) {
  const { store, i18n, locale, render: kind } = props;
  const render = useMemo(
    (): PageRender =>
      kind === 'hydrate'
        ? { kind, wrap: (content) => withProviders(content, { store, i18n, locale }) }
        : { kind },
    [kind, store, i18n, locale],
  );
  return withProviders(
    <PageRenderContext value={render}>
      {props.children}
      <HydrationMark />
    </PageRenderContext>,
    props,
  );
}
