import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from '../../src/ds/AlertDialog/AlertDialog';
import { LoadingBar } from '../../src/ds/ProgressBar/ProgressBar';
import {
  type ApiFailure,
  createApiClient,
  type ErrorDialogEvent,
} from '../../src/platform/api/client';
import type { PaymentMethod, Subscription } from '../../src/platform/api/contract';
import { vars } from '../../src/theme/contract.css';
import { useSample } from '../support/Sample';

/** The calls the harness can make: one that shows the dialog, one that suppresses it. */
export type HarnessEndpoint = 'subscriptions' | 'paymentMethods';

export interface ApiCallHarnessProps {
  /** Which call to make. @default 'subscriptions' */
  endpoint?: HarnessEndpoint;
  /** How many identical calls run at once (the once-only redirect). @default 1 */
  concurrentCalls?: number;
  /** Marks the page as unloading before the call (fetch failures then say so). @default false */
  unloading?: boolean;
}

const loadingRegion = {
  position: 'relative',
  marginBlockStart: vars.space.md,
  paddingBlockStart: vars.space.md,
} as const;

type State =
  | { kind: 'loading' }
  | { kind: 'loaded'; items: (Subscription | PaymentMethod)[] }
  | { kind: 'failed'; failure: ApiFailure };

/**
 * Story-only harness: makes a real API-client call against the story's MSW handlers and shows
 * what a member would see — loading, the list, the empty state, the error dialog (server text
 * or the translated generic body), the recorded sign-in redirect, or a quiet failure.
 */
export function ApiCallHarness({
  endpoint = 'subscriptions',
  concurrentCalls = 1,
  unloading = false,
}: ApiCallHarnessProps) {
  const { t } = useTranslation(['errors', 'common']);
  const sample = useSample();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [dialog, setDialog] = useState<ErrorDialogEvent | null>(null);
  const [redirects, setRedirects] = useState<string[]>([]);
  const unloadTarget = useMemo(() => new EventTarget() as unknown as Window, []);

  useEffect(() => {
    let current = true;
    const controller = new AbortController();
    const client = createApiClient({
      navigate: (url) => setRedirects((list) => [...list, url]),
      onError: (event) => current && setDialog(event),
      logger: { error: () => {} },
      retryDelay: () => 0,
      unloadTarget,
    });
    if (unloading) unloadTarget.dispatchEvent(new Event('pagehide'));
    const calls = Array.from({ length: concurrentCalls }, () =>
      endpoint === 'subscriptions'
        ? client.call('subscriptions', { signal: controller.signal })
        : client.call('paymentMethods', {
            query: { returnOnlySaved: true },
            signal: controller.signal,
          }),
    );
    void Promise.all(calls).then(([first]) => {
      if (!current || !first) return;
      setState(
        first.ok
          ? { kind: 'loaded', items: first.data }
          : { kind: 'failed', failure: first.failure },
      );
    });
    return () => {
      current = false;
      controller.abort();
      client.dispose();
    };
  }, [endpoint, concurrentCalls, unloading, unloadTarget]);

  const network = dialog?.failure.kind === 'network' || dialog?.failure.kind === 'timeout';
  const failure = state.kind === 'failed' ? state.failure : null;

  return (
    <section aria-labelledby="api-harness-heading" style={{ position: 'relative', maxWidth: 560 }}>
      <h2 id="api-harness-heading">{sample('platform:harness.heading')}</h2>
      {state.kind === 'loading' && (
        // The bar lies over the top edge of its region: a region of its own below the heading,
        // so it never runs into the heading's text.
        <div style={loadingRegion}>
          <LoadingBar aria-label={sample('platform:harness.loading')} />
          <p role="status">{sample('platform:harness.loading')}</p>
        </div>
      )}
      {state.kind === 'loaded' &&
        (state.items.length === 0 ? (
          <p role="status">{sample('platform:harness.empty')}</p>
        ) : (
          <>
            <p role="status">{sample('platform:harness.loaded', { count: state.items.length })}</p>
            <ul>
              {state.items.map((item) =>
                'subscriptionId' in item ? (
                  <li key={item.subscriptionId}>
                    {item.subscriptionId} · {item.originalBuyOptionName}
                  </li>
                ) : (
                  <li key={item.creditCardId}>
                    {item.cardTypeCode} {item.last4Digits ?? ''}
                  </li>
                ),
              )}
            </ul>
          </>
        ))}
      {failure && redirects.length > 0 && (
        <div role="status">
          <p>{sample('platform:harness.redirected')}</p>
          <dl>
            <dt>{sample('platform:harness.redirectTarget')}</dt>
            <dd>
              <code>{redirects[0]}</code>
            </dd>
          </dl>
          <p data-testid="redirect-count" data-count={redirects.length}>
            {sample('platform:harness.redirectCount', { count: redirects.length })}
          </p>
        </div>
      )}
      {failure && failure.kind !== 'signedOut' && endpoint === 'paymentMethods' && (
        <p role="alert">{sample('platform:harness.failedQuietly')}</p>
      )}
      {failure?.kind === 'network' && (
        <p data-testid="unload-note" data-canceled-by-unload={String(failure.canceledByUnload)}>
          {sample('platform:harness.unloadNote', {
            value: sample(
              failure.canceledByUnload ? 'platform:harness.yes' : 'platform:harness.no',
            ),
          })}
        </p>
      )}
      <AlertDialog
        isOpen={dialog !== null}
        onOpenChange={(open) => {
          if (!open) setDialog(null);
        }}
        tone="error"
        title={network ? t('errors:network.title') : t('errors:generic.title')}
        message={dialog?.message ?? (network ? t('errors:network.body') : t('errors:generic.body'))}
        confirmLabel={t('errors:close')}
      />
    </section>
  );
}
