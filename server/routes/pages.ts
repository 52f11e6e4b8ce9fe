import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { displayKind, displayKindKey } from '../../src/account/domain';
import { brandNames } from '../../src/platform/fixtures';
import { formatServerDate } from '../../src/platform/format/dates';
import { formatMoney } from '../../src/platform/format/money';
import {
  NEW_PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
} from '../../src/platform/validation/credentials';
import { memberForSecureId, secureIdFromCookie } from '../auth/sessions';
import { isRowId, orders, receipts, subscriptions } from '../db/schema';
import type { ServerDeps } from '../deps';
import { localeOf, translatorFor } from '../i18n';
import { formOf } from '../input';
import { sendTextAsset, textAsset } from '../serving';
import { brandOf } from '../sites';
import { brandStylesheets, fontRoute } from '../theme';
import { completePasswordReset, resetMessage } from './session';
import { isUpgradable } from './upgrades';

const css = readFileSync(
  path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'assets', 'pages.css'),
  'utf8',
);

function page(
  c: Context,
  title: string,
  body: HtmlEscapedString | Promise<HtmlEscapedString>,
  status: 200 | 400 | 401 | 404 = 200,
) {
  return c.html(
    html`<!doctype html>
      <html lang="${localeOf(c)}">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>${title}</title>
          <link rel="icon" href="data:," />
          <link rel="stylesheet" href="/server-assets/brands/${brandOf(c)}.css" />
          <link rel="stylesheet" href="/server-assets/pages.css" />
        </head>
        <body>
          <main>${body}</main>
        </body>
      </html>`,
    status,
  );
}

/** A plan's name as the dashboard's card shows it, not its buy-option code. */
function planName(c: Context, subscription: Parameters<typeof displayKind>[0]): string {
  return translatorFor(c)(`kinds.${displayKindKey[displayKind(subscription)]}`, {
    ns: 'subscriptions',
    brand: brandNames[brandOf(c)],
    interpolation: { escapeValue: false },
  });
}

/** The longest `products` field an order stores. */
const maxOrderProducts = 1000;

/** Server-rendered pages the dashboard links to: receipts, the local order site, password reset. */
export function pageRoutes({ database }: ServerDeps) {
  const { db } = database;
  const app = new Hono();

  const pagesCss = textAsset(css, 'text/css; charset=utf-8');
  app.get('/server-assets/pages.css', (c) => sendTextAsset(c, pagesCss));
  const brandSheets = Object.fromEntries(
    Object.entries(brandStylesheets).map(([brand, sheet]) => [
      brand,
      textAsset(sheet.css, 'text/css; charset=utf-8'),
    ]),
  );
  /** The brand's tokens as custom properties and its @font-face rules (see ../theme.ts). */
  app.get('/server-assets/brands/:file', (c) => {
    const brand = c.req.param('file').replace(/\.css$/, '');
    const sheet = Object.hasOwn(brandSheets, brand)
      ? brandSheets[brand as keyof typeof brandSheets]
      : undefined;
    if (!sheet) return c.notFound();
    return sendTextAsset(c, sheet);
  });
  /** Only the font files a brand stylesheet names: nothing else of node_modules is reachable. */
  const fontFiles = new Map(
    Object.values(brandStylesheets).flatMap((sheet) => [...sheet.fonts.entries()]),
  );
  app.get(`${fontRoute}/:file`, (c) => {
    const file = fontFiles.get(c.req.param('file'));
    if (!file) return c.notFound();
    return c.body(readFileSync(file), 200, {
      'content-type': 'font/woff2',
      'cache-control': 'public, max-age=86400',
    });
  });

  const signedInMember = (c: Context) => memberForSecureId(db, c, secureIdFromCookie(c));
  const backLink = (c: Context) =>
    html`<p><a href="/my-account/">${translatorFor(c)('pages.backToAccount')}</a></p>`;

  /** A receipt (`?header&invoiceNumber&loc`, dashboard §2): only the member's own. */
  app.get('/receipts/', async (c) => {
    const t = translatorFor(c);
    const member = await signedInMember(c);
    if (!member)
      return page(c, t('status.unauthorized'), html`<p>${t('status.unauthorized')}</p>`, 401);
    const invoiceNumber = c.req.query('invoiceNumber') ?? '';
    const [row] = await db
      .select({ receipt: receipts, subscription: subscriptions })
      .from(receipts)
      .innerJoin(subscriptions, eq(subscriptions.id, receipts.subscriptionId))
      .where(and(eq(receipts.invoiceNumber, invoiceNumber), eq(subscriptions.memberId, member.id)))
      .limit(1);
    if (!row)
      return page(c, t('status.notFound'), html`<p>${t('status.notFound')}</p>${backLink(c)}`, 404);
    const locale = localeOf(c);
    const money = (amount: number | null) =>
      amount === null ? '' : formatMoney(amount, locale, row.subscription.countryCode);
    const title = t('pages.receiptTitle', { invoiceNumber, interpolation: { escapeValue: false } });
    const product = planName(c, row.subscription);
    return page(
      c,
      title,
      html`<h1>${title}</h1>
        <dl>
          <dt>${t('pages.receiptProduct')}</dt><dd>${product}</dd>
          <dt>${t('pages.receiptOrderDate')}</dt><dd>${formatServerDate(row.receipt.orderDate, locale)}</dd>
          <dt>${t('pages.receiptAmount')}</dt><dd>${money(row.receipt.amount)}</dd>
          <dt>${t('pages.receiptTax')}</dt><dd>${money(row.receipt.taxAmount)}</dd>
        </dl>
        ${c.req.query('header') === 'false' ? '' : backLink(c)}`,
    );
  });

  /** The local order site: completes an upgrade to the all-access yearly plan. */
  app.post('/order/upgrade', async (c) => {
    const t = translatorFor(c);
    const member = await signedInMember(c);
    if (!member)
      return page(c, t('status.unauthorized'), html`<p>${t('status.unauthorized')}</p>`, 401);
    const form = formOf(c);
    const subscriptionId = Number(form.upgradeSubscription);
    const notFound = (status: 400 | 404) =>
      page(c, t('status.notFound'), html`<p>${t('status.notFound')}</p>${backLink(c)}`, status);
    if (!isRowId(subscriptionId) || (form.products ?? '').length > maxOrderProducts)
      return notFound(400);
    const [row] = await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.memberId, member.id)))
      .limit(1);
    // Only an upgrade the upgrade path offers can be completed (not a bundle, say).
    if (!row || !isUpgradable(row)) return notFound(404);
    const upgraded = {
      ...row,
      originalBuyOptionName: 'subscription_year_renew_all_access',
      timeBetweenCharging: 12,
      timeUnit: 'mm',
      initialTrial: false,
    };
    // The post from the dashboard shows what changes; only the confirmation completes it.
    if (form.confirm !== 'true') {
      return page(
        c,
        t('pages.orderTitle'),
        html`<h1>${t('pages.orderTitle')}</h1>
          <dl>
            <dt>${t('pages.orderFrom')}</dt><dd>${planName(c, row)}</dd>
            <dt>${t('pages.orderTo')}</dt><dd>${planName(c, upgraded)}</dd>
          </dl>
          <form method="post" action="/order/upgrade">
            <input type="hidden" name="upgradeSubscription" value="${row.id}" />
            <input type="hidden" name="products" value="${form.products ?? ''}" />
            <input type="hidden" name="confirm" value="true" />
            <button type="submit">${t('pages.orderConfirm')}</button>
          </form>
          ${backLink(c)}`,
      );
    }
    await db.transaction(async (tx) => {
      await tx
        .update(subscriptions)
        .set({
          originalBuyOptionName: upgraded.originalBuyOptionName,
          timeBetweenCharging: upgraded.timeBetweenCharging,
          timeUnit: upgraded.timeUnit,
          initialTrial: upgraded.initialTrial,
        })
        .where(eq(subscriptions.id, row.id));
      await tx.insert(orders).values({
        memberId: member.id,
        subscriptionId: row.id,
        products: form.products ?? '',
      });
    });
    return page(c, t('pages.orderDone'), html`<h1>${t('pages.orderDone')}</h1>${backLink(c)}`);
  });

  /** A new order from the dashboard (code, file, contract, referHost, loc, products): recorded. */
  app.post('/order/new', async (c) => {
    const t = translatorFor(c);
    const member = await signedInMember(c);
    if (!member)
      return page(c, t('status.unauthorized'), html`<p>${t('status.unauthorized')}</p>`, 401);
    const products = formOf(c).products ?? '';
    if (products.length > maxOrderProducts)
      return page(c, t('status.tooLarge'), html`<p>${t('status.tooLarge')}</p>${backLink(c)}`, 400);
    await db.insert(orders).values({ memberId: member.id, products });
    return page(c, t('pages.orderDone'), html`<h1>${t('pages.orderDone')}</h1>${backLink(c)}`);
  });

  const resetForm = (c: Context, token: string, error?: string) => {
    const t = translatorFor(c);
    return html`<h1>${t('pages.resetTitle')}</h1>
      ${error ? html`<p class="error" role="alert">${error}</p>` : ''}
      <form method="post" action="/account/reset-password">
        <input type="hidden" name="token" value="${token}" />
        <label for="password">${t('pages.newPassword')}</label>
        <input id="password" name="password" type="password" minlength="${NEW_PASSWORD_MIN_LENGTH}" maxlength="${PASSWORD_MAX_LENGTH}" required autocomplete="new-password" />
        <button type="submit">${t('pages.save')}</button>
      </form>`;
  };

  app.get('/account/reset-password', (c) =>
    page(c, translatorFor(c)('pages.resetTitle'), resetForm(c, c.req.query('token') ?? '')),
  );

  app.post('/account/reset-password', async (c) => {
    const t = translatorFor(c);
    const form = formOf(c);
    const outcome = await completePasswordReset(db, form.token, form.password);
    if (outcome === 'done')
      return page(c, t('pages.resetDone'), html`<h1>${t('pages.resetDone')}</h1>${backLink(c)}`);
    const message = t(resetMessage[outcome]);
    return page(c, t('pages.resetTitle'), resetForm(c, String(form.token ?? ''), message), 400);
  });

  return app;
}
