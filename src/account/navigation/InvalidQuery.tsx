import { useAtomValue } from 'jotai';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Heading } from '../../ds/Heading/Heading';
import { Link } from '../../ds/Link/Link';
import { Stack } from '../../ds/layout';
import { accountTabsAtom } from './atoms';
import * as styles from './InvalidQuery.css';
import { accountHref, type QueryResult, type Tab } from './rules';

/** A query parser of `./rules` (`parseCancelQuery`, `parseCancelSuccessQuery`, `parseReminderQuery`). */
export type QueryParser<T> = (search: URLSearchParams) => QueryResult<T>;

/**
 * §2 The current address's query, parsed by one of the route parsers: typed values, or the
 * names of the parameters that are missing or wrong. Never throws.
 */
export function useValidQuery<T>(parse: QueryParser<T>): QueryResult<T> {
  const [params] = useSearchParams();
  return useMemo(() => parse(params), [parse, params]);
}

const knownParams = [
  'subscriptionId',
  'isTrial',
  'subscriptionName',
  'initialTrial',
  'nextChargeDate',
  'remindDate',
] as const;
type KnownParam = (typeof knownParams)[number];
const isKnownParam = (name: string): name is KnownParam =>
  (knownParams as readonly string[]).includes(name);

/** The member's subscriptions: the list, or the combined tab where the site has no list tab. */
function subscriptionsHrefFor(tabs: readonly Tab[]): string {
  const hasList = tabs.some((tab) => tab.id === 'subscriptions');
  const hasCombined = tabs.some((tab) => tab.id === 'subscriptions-and-licenses');
  return !hasList && hasCombined ? accountHref.combined() : accountHref.subscriptions();
}

export interface InvalidQueryProps {
  /** The parameters that were missing or invalid (`QueryResult` `params`). */
  params: readonly string[];
}

/**
 * The page an address with a missing or invalid query shows instead of its screen: what is
 * wrong, named in the member's language, and the way back to the member's subscriptions (the
 * list, or the combined tab on sites without a subscriptions tab).
 */
export function InvalidQuery({ params }: InvalidQueryProps) {
  const { t, i18n } = useTranslation('account');
  const back = subscriptionsHrefFor(useAtomValue(accountTabsAtom));
  const names: string[] = params.map((name) =>
    isKnownParam(name) ? t(`invalidQuery.params.${name}`) : t('invalidQuery.params.other'),
  );
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format([
    ...new Set(names.length ? names : [t('invalidQuery.params.other')]),
  ]);
  return (
    <section aria-labelledby="account-invalid-query" data-testid="invalid-query">
      <Stack space="md">
        <Heading level={2} size="section" id="account-invalid-query">
          {t('invalidQuery.title')}
        </Heading>
        <p className={styles.body}>{t('invalidQuery.body', { params: list })}</p>
        <div>
          <Link variant="standalone" href={back}>
            {t('invalidQuery.back')}
          </Link>
        </div>
      </Stack>
    </section>
  );
}

export interface ValidQueryProps<T> {
  parse: QueryParser<T>;
  /** The screen, shown only when the query is valid; a function receives the typed values. */
  children: ReactNode | ((value: T) => ReactNode);
}

/** Renders its screen for a valid query, and `InvalidQuery` otherwise (the routes use it). */
export function ValidQuery<T>({ parse, children }: ValidQueryProps<T>) {
  const query = useValidQuery(parse);
  if (query.kind === 'invalid') return <InvalidQuery params={query.params} />;
  return <>{typeof children === 'function' ? children(query.value) : children}</>;
}
