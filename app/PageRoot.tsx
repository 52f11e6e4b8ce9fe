import type { i18n as I18n } from 'i18next';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { AppProviders } from '../src/platform/AppProviders';
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

/** The root of every page, the same on the server and in the browser. */
export function PageRoot(props: {
  store: PageStore;
  i18n: I18n;
  locale: string;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <AppProviders store={props.store} i18n={props.i18n} locale={props.locale}>
        {props.children}
        <HydrationMark />
      </AppProviders>
    </StrictMode>
  );
}
