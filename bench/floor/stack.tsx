/**
 * The stack floor of the first-screen bytes (`npm run bench`): the libraries the product's first
 * screen is built on, each used the way that screen uses it (the same components, hooks and
 * functions), with nothing of the product around them: React and react-dom, React Router's data
 * router, react-aria-components, i18next with react-i18next, Jotai, ky and valibot.
 * What the chosen stack alone sends, so a target below it is bounded by the stack, not by the
 * product's own code. It leaves out vanilla-extract's runtime and uses fewer of valibot's
 * schema functions than the product's contract does: if anything, it weighs less than the
 * libraries do in the product.
 */
import { createInstance } from 'i18next';
import { atom, createStore, Provider, useAtomValue, useSetAtom } from 'jotai';
import { atomWithLazy, unwrap } from 'jotai/utils';
import ky from 'ky';
import { StrictMode, useEffect } from 'react';
import {
  Button,
  I18nProvider,
  Label,
  Link,
  ProgressBar,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  VisuallyHidden,
} from 'react-aria-components';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next, Trans, useTranslation } from 'react-i18next';
import {
  createBrowserRouter,
  isRouteErrorResponse,
  matchRoutes,
  RouterProvider,
  redirect,
  useLocation,
  useMatches,
  useRouteError,
  useSearchParams,
} from 'react-router';
import * as v from 'valibot';
import { RouterFrame } from './RouterFrame';

const i18n = createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en-US',
  fallbackLng: 'en-US',
  resources: {
    'en-US': {
      page: {
        title: 'Hello, world',
        tabs: { one: 'One', two: 'Two' },
        renews: 'Renews on <strong>{{date}}</strong>',
        loading: 'Loading…',
      },
    },
  },
  interpolation: { escapeValue: false },
});

// A response schema and an API client as the product's contract and atoms use them.
const itemSchema = v.object({
  id: v.number(),
  name: v.pipe(v.string(), v.minLength(1)),
  status: v.picklist(['active', 'cancelled']),
  renewsOn: v.optional(v.nullable(v.string())),
  tags: v.array(v.string()),
});
const api = ky.create({ retry: { limit: 1 }, timeout: 10_000, hooks: { beforeRequest: [] } });
const itemsAtom = atomWithLazy(() =>
  api
    .get(`${location.pathname}?items`)
    .json()
    .then((body) => v.parse(v.array(itemSchema), body))
    .catch(() => []),
);
const loadedItemsAtom = unwrap(
  atom((get) => get(itemsAtom)),
  () => [],
);
const pressesAtom = atom(0);

function Page() {
  // The product's typed keys do not apply to this page's own namespace.
  const { t: translate } = useTranslation('page' as 'common');
  const t = translate as unknown as (key: string) => string;
  const [search] = useSearchParams();
  const matches = useMatches();
  const location = useLocation();
  const items = useAtomValue(loadedItemsAtom);
  const press = useSetAtom(pressesAtom);
  const renews = new Date(Date.UTC(2026, 10, 28)).toLocaleDateString('en-US', { timeZone: 'UTC' });
  useEffect(() => {
    document.title = `${t('title')} ${matches.length} ${location.key}`;
  }, [t, matches.length, location.key]);
  return (
    <main>
      <h1>{t('title')}</h1>
      <Tabs defaultSelectedKey={search.get('tab') ?? 'one'}>
        <TabList aria-label={t('title')}>
          <Tab id="one" href="?tab=one">
            {t('tabs.one')}
          </Tab>
          <Tab id="two" href="?tab=two">
            {t('tabs.two')}
          </Tab>
        </TabList>
        <TabPanel id="one">
          <Label>
            <Trans
              t={translate}
              i18nKey={'renews' as never}
              values={{ date: renews }}
              components={{ strong: <strong /> }}
            />
          </Label>
          <ul>
            {items.map((item) => (
              <li key={item.id}>
                <Link href={`/${item.id}`}>{item.name}</Link>
              </li>
            ))}
          </ul>
          <Button onPress={() => press((count) => count + 1)}>{t('tabs.two')}</Button>
        </TabPanel>
        <TabPanel id="two">
          <ProgressBar aria-label={t('loading')} isIndeterminate>
            <VisuallyHidden>{t('loading')}</VisuallyHidden>
          </ProgressBar>
        </TabPanel>
      </Tabs>
    </main>
  );
}

function RouteError() {
  const error = useRouteError();
  return <p>{isRouteErrorResponse(error) ? error.statusText : String(error)}</p>;
}

const basename = location.pathname.replace(/\/[^/]*$/, '');
const routes = [
  {
    element: <RouterFrame />,
    errorElement: <RouteError />,
    children: [
      { path: 'old', loader: () => redirect('/stack.html') },
      {
        path: '*',
        loader: () => matchRoutes([{ path: '*' }], location) && null,
        element: <Page />,
      },
    ],
  },
];
const router = createBrowserRouter(routes, { basename });
const store = createStore();

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <I18nProvider locale="en-US">
            <RouterProvider router={router} />
          </I18nProvider>
        </I18nextProvider>
      </Provider>
    </StrictMode>,
  );
