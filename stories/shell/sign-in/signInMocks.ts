import { delay, HttpResponse, http } from 'msw';
import { endpoints, signInStatus } from '../../../src/platform/api/contract';
import { type MockApiOptions, mockApi } from '../../../src/platform/mocks/handlers';

type StatusEndpoint = 'signIn' | 'createAccount' | 'passwordRecovery';

/** The reference server's status descriptions, per locale (shown verbatim by the dialog). */
const serverCopy = import.meta.glob<{ status: Record<string, string> }>(
  '../../../src/platform/i18n/locales/*/server.json',
  { eager: true, import: 'default' },
);

const statusKey: Record<number, string> = {
  [signInStatus.invalidUsername]: 'invalidUsername',
  [signInStatus.invalidPassword]: 'invalidPassword',
  [signInStatus.accountLocked]: 'accountLocked',
  [signInStatus.generalError]: 'generalError',
  [signInStatus.accountExists]: 'accountExists',
  [signInStatus.incorrectEmailOrPassword]: 'incorrectEmailOrPassword',
};

function copyFor(locale: string, key: string): string | undefined {
  const base = locale.split('-')[0];
  const chain = [
    locale,
    `${base}-${{ en: 'US', fr: 'FR', de: 'DE', es: 'ES' }[base ?? 'en']}`,
    'en-US',
  ];
  for (const code of chain) {
    const text = serverCopy[`../../../src/platform/i18n/locales/${code}/server.json`]?.status[key];
    if (text) return text;
  }
  return undefined;
}

/**
 * The server's description of `status` in the page's language, as the reference server would
 * answer (read when the request is made, so every locale mode gets its own text).
 */
export function serverDescription(status: number): string {
  return (
    copyFor(document.documentElement.lang || 'en-US', statusKey[status] ?? 'generalError') ?? ''
  );
}

/** Every description the server could give for `status` (for assertions in any locale). */
export function serverDescriptions(status: number): string[] {
  const key = statusKey[status] ?? 'generalError';
  return Object.values(serverCopy)
    .map((copy) => copy.status[key])
    .filter((text): text is string => !!text);
}

export interface StatusAnswer {
  status: number;
  /** `null` sends no description (the dialog falls back to its own message). @default the server's text */
  description?: string | null;
  /** Milliseconds before answering (to see the loading state on the way). @default 0 */
  delayMs?: number;
}

/**
 * MSW handlers: `endpoint` answers with a failed sign-in status envelope of `answer.status`
 * (0 leaves the fixture's success in place); everything else answers as `mockApi(options)`.
 */
export function statusApi(
  endpoint: StatusEndpoint,
  answer: StatusAnswer,
  options: MockApiOptions = {},
) {
  const defaults = mockApi(options);
  const override = http.post(
    new RegExp(`^[a-z]+://[^/]+${endpoints[endpoint].path}$`),
    async () => {
      if (answer.delayMs) await delay(answer.delayMs);
      const description =
        answer.description === undefined ? serverDescription(answer.status) : answer.description;
      return HttpResponse.json({
        succeeded: false,
        status: answer.status,
        statusDescription: description,
        errors: description ? [description] : [],
        result: null,
      });
    },
  );
  return answer.status === signInStatus.success ? defaults : [override, ...defaults];
}
