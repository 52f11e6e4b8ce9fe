/**
 * What a server-rendered page carries for its hydration (issue #23): plain JSON, inline in the
 * page as an inert script. The server's render writes it (`app/render.tsx`), the browser's
 * bootstrap reads it (`app/bootstrap.tsx`), the reference server only passes it on.
 */
import type { Resource } from 'i18next';
import type { HydrationState } from 'react-router';
import type { BrandId } from '../../../tokens/types';
import type { RecordedCalls } from '../api/client';
import type { UserSession } from '../session/atoms';
import type { SiteContext } from '../site/atoms';

/** Where the page's state travels: `<script type="application/json" id="page-state">`. */
export const PAGE_STATE_ID = 'page-state';

/** What the server knew when it rendered the page. */
export interface PageBasics extends SiteContext {
  /** The page's address. */
  url: string;
  /** The server's clock when it rendered (ms): the first render reads the same dates. */
  now: number;
  /** The window width the server assumed from the request (phone or not). */
  width: number;
  /** A host page's layout, applied before the first render (absent: the normal shell). */
  layout?: HostPageLayout;
}

/**
 * A host page's layout as its server declares it: the values of the layout host messages
 * (page-shell §4 "Layout by host messages": `selection`, `disclaimer`, `SignIn`…), so the shell
 * renders in them from the start instead of switching once the page's script sends them; and the
 * page's own entries in the navigation menus. Plain JSON: the shell interprets it.
 */
export interface HostPageLayout {
  bannerStyle?: string;
  footerStyle?: string;
  signInLinksState?: string;
  /** Button and Custom entries (page-shell §2 menu item types) after a category's documents. */
  navigationItems?: Record<string, HostNavigationItem[]>;
}

/**
 * A host page's navigation entry. Pressed, the shell tells the page with a
 * `NAVIGATION_ITEM_EVENT` (`value` names the page's action); a Custom entry shows its `badge`
 * beside its title.
 */
export interface HostNavigationItem {
  type: 'button' | 'custom';
  id: string;
  title: string;
  value: string;
  badge?: string;
}

/** The whole state of a server-rendered page. */
export interface PageState extends PageBasics {
  /** The brand theme's class, on `<html>`. */
  themeClass: string;
  /** The member (or guest) the page was rendered for. */
  session: UserSession;
  /** Every call the server's render made, with its answer. */
  calls: RecordedCalls;
  /** The translations of the locale and its fallback chain. */
  translations: Resource;
  /** The router's state after the server ran the route's loaders (My Account only). */
  router?: HydrationState;
}

/**
 * The state as an inert JSON script (never executed, so a strict CSP allows it). `<` is
 * escaped, so no text in it can close the script element.
 */
export function pageStateScript(state: PageState): string {
  return inertJsonScript(PAGE_STATE_ID, state);
}

/** JSON as an inert script element whose text nothing can end early. */
function inertJsonScript(id: string, value: unknown): string {
  const json = JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/** The state the server put in this page, or `null` for a page rendered in the browser only. */
export function readPageState(doc: Document): PageState | null {
  const text = doc.getElementById(PAGE_STATE_ID)?.textContent;
  return text ? (JSON.parse(text) as PageState) : null;
}

/** What the server's render is given for one request. */
export interface RenderInput {
  /** The page's address: the brand's public origin, its path and query. */
  url: string;
  brand: BrandId;
  /** The request's country and its UI locale, as the server resolved them. */
  country: SiteContext['country'];
  locale: string;
  /** The window width to render for (the server's guess: a phone's or a desktop's). */
  width: number;
  /** The host page's layout (a host page's shell only). */
  layout?: HostPageLayout;
  /** Calls the site's API in-process, with the member's cookies, as the browser would. */
  fetch: typeof fetch;
}

/** A rendered page: React's HTML for the root and the state to hydrate it. */
export interface RenderedPage {
  kind: 'page';
  html: string;
  /** The document's title (plain text), as the page sets it once it runs. */
  title: string;
  state: PageState;
  /** The state as the page's inline JSON script (`pageStateScript`). */
  stateScript: string;
  /**
   * The modules of the lazy routes the page opens on (paths from the repository root): the
   * server links their chunks' stylesheets and scripts in the page's head.
   */
  routeModules: string[];
}

export type RenderOutcome = RenderedPage | { kind: 'redirect'; location: string };

/** The shell fragment: the shell's HTML split around the host page's content, and its state. */
export interface ShellFragment {
  /** The shell up to the host page's content (header, navigation, the start of `<main>`). */
  before: string;
  /** The shell after it (the end of `<main>`, the footer). */
  after: string;
  state: PageState;
  /** The state as the page's inline JSON script (`pageStateScript`). */
  stateScript: string;
}

/**
 * A host page whose own content is React's (a form built from the design system): rendered
 * with the shell on the server and hydrated with it. The page carries it as an inert JSON
 * script (`HOST_ISLAND_ID`), so the browser renders the same content, with or without the
 * server's render.
 */
export interface HostIsland {
  /** Which page it is: `app/hostShell.tsx` renders each kind. */
  kind: string;
  /** That page's data (JSON). */
  page: unknown;
}

/** Where a host page's island travels: `<script type="application/json" id="host-island">`. */
export const HOST_ISLAND_ID = 'host-island';

/** The island as its inert JSON script (escaped like the page's state). */
export function hostIslandScript(island: HostIsland): string {
  return inertJsonScript(HOST_ISLAND_ID, island);
}

/** The island of this page, or `null` for a host page whose content is the server's HTML. */
export function readHostIsland(doc: Document): HostIsland | null {
  const text = doc.getElementById(HOST_ISLAND_ID)?.textContent;
  return text ? (JSON.parse(text) as HostIsland) : null;
}

/**
 * Where a host page rendered without the server's shell carries its layout (the page state
 * carries it otherwise): `<script type="application/json" id="host-layout">`.
 */
export const HOST_LAYOUT_ID = 'host-layout';

/** The layout as its inert JSON script. */
export function hostLayoutScript(layout: HostPageLayout): string {
  return inertJsonScript(HOST_LAYOUT_ID, layout);
}

/** The layout a page rendered without the server's shell declares, if any. */
export function readHostLayout(doc: Document): HostPageLayout | undefined {
  const text = doc.getElementById(HOST_LAYOUT_ID)?.textContent;
  return text ? (JSON.parse(text) as HostPageLayout) : undefined;
}

/** The server's render (`app/render.tsx`, built into dist/ssr) as the reference server calls it. */
export interface ServerRender {
  renderAccountPage(input: RenderInput): Promise<RenderOutcome>;
  /**
   * The shell around a host page's content: the page's own HTML goes between `before` and
   * `after`; with an `island`, the island is rendered in its place (and `after` follows it).
   */
  renderShellFragment(input: RenderInput, island?: HostIsland): Promise<ShellFragment>;
}
