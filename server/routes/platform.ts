import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { UserExperimentRequest } from '../../src/platform/api/contract';
import { experiments, isVariation } from '../../src/platform/experiments/registry';
import { RateLimiter } from '../auth/rateLimit';
import { memberForSecureId, secureIdFromCookie, secureIdFromHeader } from '../auth/sessions';
import {
  consentRecords,
  cookiePreferences,
  errorReports,
  experimentAssignments,
  licenses,
} from '../db/schema';
import type { ServerDeps } from '../deps';
import { fail, ok } from '../http';
import { translatorFor } from '../i18n';
import { brandOf, clientAddress } from '../sites';
import { routeOf, validForm, validJson, validQuery } from '../validate';

/**
 * A stable variation for a subject: a hash of subject and experiment picks among the
 * experiment's variations, so the same member always lands in the same bucket.
 */
export function assignVariation(subjectKey: string, experimentName: string): string {
  const known = Object.values(experiments).find((e) => e.name === experimentName);
  const options = known ? ['C', ...known.treatments] : ['C', 'N'];
  const hash = createHash('sha256').update(`${subjectKey}:${experimentName}`).digest();
  return options[(hash[0] ?? 0) % options.length] as string;
}

/** Experiments, cookie preferences, user licenses and the error logger. */
export function platformRoutes({ database }: ServerDeps) {
  const { db } = database;
  const app = new Hono();
  // A page in an error loop must not fill the table: 60 reports a minute per address.
  const errorReportsPerAddress = new RateLimiter(db, 'errorReport/address', 60, 60 * 1000);
  // Guests append consent records too: a script must not fill the table.
  const consentRecordsPerAddress = new RateLimiter(db, 'consentRecord/address', 60, 60 * 60 * 1000);

  const currentMember = (c: Parameters<typeof secureIdFromHeader>[0]) =>
    memberForSecureId(db, c, secureIdFromHeader(c) ?? secureIdFromCookie(c));

  type Member = Awaited<ReturnType<typeof currentMember>>;

  /**
   * Stable per-user assignment, stored on first request. `forceVariationGuid` set to one of the
   * variation codes (N, C, F, Y) forces that variation for this request without storing it.
   */
  async function assignmentFor(member: Member, request: UserExperimentRequest) {
    const { experimentName } = request;
    const forced = request.forceVariationGuid?.toUpperCase();
    if (isVariation(forced)) {
      return { experimentName, variationName: forced };
    }
    const known = Object.values(experiments).some((e) => e.name === experimentName);
    // Guests and unknown experiment names get a hashed variation without a stored row, so
    // nobody can grow the table by inventing names or calling signed out.
    if (!member || !known) {
      const subject = member ? `member:${member.id}` : `anonymous:${request.countryCode}`;
      return {
        experimentName,
        variationName: known ? assignVariation(subject, experimentName) : 'C',
      };
    }
    const subjectKey = `member:${member.id}`;
    const existing = await db
      .select()
      .from(experimentAssignments)
      .where(
        and(
          eq(experimentAssignments.subjectKey, subjectKey),
          eq(experimentAssignments.experimentName, experimentName),
        ),
      )
      .limit(1);
    let variation = existing[0]?.variation;
    if (!variation) {
      variation = assignVariation(subjectKey, experimentName);
      await db
        .insert(experimentAssignments)
        .values({ subjectKey, experimentName, variation })
        .onConflictDoNothing();
    }
    return { experimentName, variationName: variation };
  }

  app.post(routeOf('userExperiment'), validJson('userExperiment'), async (c) =>
    ok(c, await assignmentFor(await currentMember(c), c.req.valid('json'))),
  );

  /** The page's experiments at once: each answered as the single call would, in order. */
  app.post(routeOf('userExperiments'), validJson('userExperiments'), async (c) => {
    const member = await currentMember(c);
    const assignments: Awaited<ReturnType<typeof assignmentFor>>[] = [];
    // In turn, as N single calls would be: an experiment asked twice finds the row stored first.
    for (const request of c.req.valid('json').experiments) {
      assignments.push(await assignmentFor(member, request));
    }
    return ok(c, assignments);
  });

  /**
   * Stored against the account when signed in; a guest's choice lives in its browser only.
   * With its proof, every choice (a guest's too) is also appended to the consent records.
   */
  app.post(routeOf('cookiePreferences'), validJson('cookiePreferences'), async (c) => {
    const { performance, marketing, consent } = c.req.valid('json');
    const member = await currentMember(c);
    if (consent) {
      if (!(await consentRecordsPerAddress.take(clientAddress(c))))
        return fail(c, 429, translatorFor(c)('status.tooManyRequests'));
      await db.insert(consentRecords).values({
        ...consent,
        performance,
        marketing,
        brand: brandOf(c),
        memberId: member?.id ?? null,
      });
    }
    if (member) {
      await db
        .insert(cookiePreferences)
        .values({ memberId: member.id, performance, marketing })
        .onConflictDoUpdate({
          target: cookiePreferences.memberId,
          set: { performance, marketing, updatedAt: new Date() },
        });
    }
    return ok(c, null);
  });

  app.get(routeOf('userLicenses'), validQuery('userLicenses'), async (c) => {
    const { productCode, countryCode } = c.req.valid('query');
    const member = await currentMember(c);
    if (!member) return ok(c, []);
    const rows = await db.select().from(licenses).where(eq(licenses.memberId, member.id));
    return ok(
      c,
      rows
        .filter(
          (l) =>
            (!productCode || l.productCode === productCode) &&
            (!countryCode || l.countryCode === countryCode),
        )
        .map((l) => ({ productCode: l.productCode, countryCode: l.countryCode })),
    );
  });

  // The rate limit comes first: a flood of invalid reports is refused without being parsed.
  app.post(
    routeOf('errorLogger'),
    async (c, next) => {
      if (!(await errorReportsPerAddress.take(clientAddress(c))))
        return fail(c, 429, translatorFor(c)('status.tooManyRequests'));
      await next();
    },
    validForm('errorLogger'),
    async (c) => {
      await db.insert(errorReports).values(c.req.valid('form'));
      return ok(c, null);
    },
  );

  return app;
}
