import { type Context, Hono } from 'hono';
import { html } from 'hono/html';
import { brandNames } from '../../src/platform/fixtures';
import { normalizeEmail } from '../../src/platform/validation/credentials';
import {
  cancelFormValues,
  checkCancelRequest,
  emptyCancelForm,
  STATUTORY_CANCEL_PATH,
  type StatutoryCancelView,
  statutoryCancelTitleKey,
} from '../../src/shell/statutory-cancel/rules';
import { RateLimiter } from '../auth/rateLimit';
import { memberForSecureId, secureIdFromCookie } from '../auth/sessions';
import { siteContent } from '../content';
import { projectTilesOf } from '../db/projectTiles';
import type { ServerDeps } from '../deps';
import { formOf } from '../input';
import { siteOf } from '../siteCountry';
import { brandOf, clientAddress } from '../sites';
import { hasStatutoryCancelPage, receiveCancellation, todayFor } from '../statutoryCancel';
import { hostLocale, hostTranslator } from './hostFrame';

/** The longest search query a results page reads. */
const maxQueryLength = 200;

/**
 * The site's own pages that embed the page shell (issue #11): home, search results, sign-in /
 * create account, My Documents and the statutory cancellation page. Each is real
 * server-rendered content, framed by `c.var.hostPage` (./hostFrame.ts).
 */
export function hostPageRoutes({ config, database }: ServerDeps) {
  const { db } = database;
  const app = new Hono();

  const contractsOf = (c: Context) =>
    siteContent(brandOf(c)).contractsFor(siteOf(c).country, hostLocale(c));

  /** Home: what the brand offers, its featured documents and the way into My Account. */
  app.get('/', (c) => {
    const t = hostTranslator(c);
    const brand = brandNames[brandOf(c)];
    const featured = contractsOf(c).filter((contract) => contract.isFeatured);
    return c.var.hostPage.render({
      name: 'home',
      title: t('hostPages.homeTitle', { brand }),
      body: html`<h1>${t('hostPages.homeHeading', { brand })}</h1>
        <p class="lead">${t('hostPages.homeLead')}</p>
        <h2>${t('hostPages.featuredHeading')}</h2>
        <ul class="documents">
          ${featured.map((contract) => html`<li><a href="${contract.url}">${contract.name}</a></li>`)}
        </ul>
        <p><a class="button" href="/my-account/">${t('hostPages.toMyAccount')}</a></p>`,
    });
  });

  /** Search results for `zoom_query` (page-shell §2 site search) from the brand's contract list. */
  app.get('/searchzoom/', (c) => {
    const t = hostTranslator(c);
    const query = (c.req.query('zoom_query') ?? '').trim().slice(0, maxQueryLength);
    const needle = query.toLowerCase();
    const results = needle
      ? contractsOf(c).filter((contract) => contract.name.toLowerCase().includes(needle))
      : [];
    const heading = query
      ? t('hostPages.resultsFor', { query, interpolation: { escapeValue: false } })
      : t('hostPages.searchTitle');
    return c.var.hostPage.render({
      name: 'search',
      title: heading,
      body: html`<h1>${heading}</h1>
        ${
          !query
            ? html`<p>${t('hostPages.searchEmptyQuery')}</p>`
            : results.length === 0
              ? html`<p>${t('hostPages.noResults', { query, interpolation: { escapeValue: false } })}</p>`
              : html`<p role="status">${t('hostPages.resultCount', { count: results.length })}</p>
                  <ul class="documents">
                    ${results.map((contract) => html`<li><a href="${contract.url}">${contract.name}</a></li>`)}
                  </ul>`
        }`,
    });
  });

  /**
   * Sign in (`?page=signin`) or create an account (`?page=create`): the page opens the shell's
   * dialog in that mode and, once signed in, continues to `ReturnUrl` (a path on this site only).
   */
  app.get('/SignIn/', async (c) => {
    const t = hostTranslator(c);
    const mode = c.req.query('page')?.toLowerCase() === 'create' ? 'Create' : 'SignIn';
    const returnUrl = c.req.query('ReturnUrl') ?? '';
    const safeReturn = /^\/(?![/\\])/.test(returnUrl) ? returnUrl : '/my-account/';
    const signedIn = await memberForSecureId(db, c, secureIdFromCookie(c));
    if (signedIn) return c.redirect(safeReturn);
    const title = mode === 'Create' ? t('hostPages.createTitle') : t('hostPages.signInTitle');
    return c.var.hostPage.render(
      {
        name: 'sign-in',
        title,
        body: html`<h1>${title}</h1>
          <p>${mode === 'Create' ? t('hostPages.createLead') : t('hostPages.signInLead')}</p>
          <p>
            <button type="button" class="button" data-open-sign-in="${mode}">
              ${mode === 'Create' ? t('hostPages.createButton') : t('hostPages.signInButton')}
            </button>
          </p>`,
      },
      {
        'sign-in-mode': mode,
        'return-url': safeReturn,
        // A page about signing in: a simple shell whose header offers only the other way in.
        'banner-style': 'simple',
        'footer-style': 'simple',
        'sign-in-links': mode === 'Create' ? 'SignIn' : 'Create',
      },
    );
  });

  /** My Documents: the member's documents, or a way to sign in to see them. */
  app.get('/mydocuments/', async (c) => {
    const t = hostTranslator(c);
    const member = await memberForSecureId(db, c, secureIdFromCookie(c));
    const title = t('hostPages.documentsTitle');
    if (!member) {
      return c.var.hostPage.render(
        {
          name: 'documents',
          title,
          body: html`<h1>${title}</h1>
            <p>${t('hostPages.documentsSignedOut')}</p>
            <p>
              <button type="button" class="button" data-open-sign-in="SignIn">
                ${t('hostPages.signInButton')}
              </button>
            </p>`,
        },
        { 'reload-on-sign-in': 'true' },
      );
    }
    const documents = await projectTilesOf(db, member.id);
    return c.var.hostPage.render(
      {
        name: 'documents',
        title,
        body: html`<h1>${title}</h1>
          ${
            documents.length === 0
              ? html`<p>${t('hostPages.documentsEmpty')}</p>`
              : html`<ul class="documents">
                  ${documents.map((doc) => html`<li><a href="${doc.href}">${doc.title}</a></li>`)}
                </ul>`
          }
          <p><a class="button" href="/my-account/">${t('hostPages.toMyAccount')}</a></p>`,
      },
      { 'reload-on-sign-out': 'true' },
    );
  });

  // The statutory cancellation page (§ 312k BGB): open to guests, so limited per address and
  // per address given, like sign-in and password recovery (each request writes a row and a mail).
  const cancelWindow = 15 * 60 * 1000;
  const cancelsPerAddress = new RateLimiter(db, 'statutoryCancel/address', 10, cancelWindow);
  const cancelsPerEmail = new RateLimiter(db, 'statutoryCancel/email', 5, cancelWindow);

  const cancelPage = async (
    c: Context,
    view: StatutoryCancelView,
    status: 200 | 400 | 429 = 200,
  ) => {
    const response = await c.var.hostPage.render({
      name: 'cancel',
      title: hostTranslator(c)(statutoryCancelTitleKey(view), { ns: 'cancellation' }),
      status,
      island: { kind: 'statutoryCancel', page: view },
    });
    // What the consumer typed and their receipt are theirs alone: never kept by any cache.
    response.headers.set('cache-control', 'no-store');
    return response;
  };

  /**
   * A brand whose site names this page as its `cancel` page serves it; another brand has no
   * such page (its footer does not link one): its members cancel in My Account.
   */
  app.use(STATUTORY_CANCEL_PATH, async (c, next) => {
    if (hasStatutoryCancelPage(brandOf(c))) return next();
    return c.redirect('/my-account/cancel', 303);
  });
  app.get(STATUTORY_CANCEL_PATH.replace(/\/$/, ''), (c) => c.redirect(STATUTORY_CANCEL_PATH, 301));
  app.get(STATUTORY_CANCEL_PATH, (c) =>
    cancelPage(c, { view: 'form', values: emptyCancelForm, errors: {} }),
  );
  app.post(STATUTORY_CANCEL_PATH, async (c) => {
    const brand = brandOf(c);
    const values = cancelFormValues(formOf(c));
    const allowed =
      (await cancelsPerAddress.take(clientAddress(c))) &&
      (await cancelsPerEmail.take(`${brand}:${normalizeEmail(values.email)}`));
    if (!allowed)
      return cancelPage(c, { view: 'form', values, errors: {}, formError: 'tooMany' }, 429);
    const check = checkCancelRequest(values, todayFor(brand));
    if (!check.ok) return cancelPage(c, { view: 'form', values, errors: check.errors }, 400);
    const receipt = await receiveCancellation(
      db,
      { brand, locale: hostLocale(c), outboxDir: config.outboxDir },
      check.request,
    );
    return cancelPage(c, { view: 'received', receipt });
  });

  return app;
}
