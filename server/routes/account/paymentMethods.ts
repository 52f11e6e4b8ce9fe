import { Hono } from 'hono';
import type { Database } from '../../db/client';
import {
  cardChangesOf,
  forgetCard,
  ownCard,
  paymentMethodsOf,
  updateCard,
} from '../../db/paymentMethods';
import { fail, ok } from '../../http';
import { translatorFor } from '../../i18n';
import { routeOf, validJson, validParams, validQuery } from '../../validate';
import { type MemberEnv, notFound } from './member';

/** The member's cards: list, "delete" (no longer saved) and update. */
export function paymentMethodRoutes(db: Database) {
  const app = new Hono<MemberEnv>();

  app.get(routeOf('paymentMethods'), validQuery('paymentMethods'), async (c) => {
    const { returnOnlySaved, returnExpired } = c.req.valid('query');
    const cards = await paymentMethodsOf(db, c.get('member').id);
    return ok(
      c,
      cards
        .filter((card) => (returnOnlySaved ? card.userSaved : true))
        .filter((card) => (returnExpired === false ? !card.expired : true)),
    );
  });

  app.delete(routeOf('deletePaymentMethod'), validParams('deletePaymentMethod'), async (c) => {
    const card = await ownCard(db, c.get('member').id, c.req.valid('param').creditCardId);
    if (!card) return notFound(c);
    await forgetCard(db, card);
    return ok(c, 1);
  });

  app.post(
    routeOf('updatePaymentMethod'),
    validParams('updatePaymentMethod'),
    validJson('updatePaymentMethod'),
    async (c) => {
      const { creditCardId } = c.req.valid('param');
      const update = c.req.valid('json');
      const card = await ownCard(db, c.get('member').id, creditCardId);
      if (!card || update.creditCardId !== creditCardId) return notFound(c);
      const changes = cardChangesOf(card, update, new Date());
      if (typeof changes === 'string') return fail(c, 400, translatorFor(c)(changes));
      await updateCard(db, card, changes);
      return ok(c, true);
    },
  );

  return app;
}
