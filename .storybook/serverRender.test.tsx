/**
 * Every story renders on the server: the project `server-render` (Node, no DOM) composes each
 * story with the preview's decorators (brand, i18n, a fresh Jotai store) at the default globals
 * and renders it with `renderToString`, so a component that reads `window` or `document` while
 * rendering fails here, next to its story, rather than in the server render of a page.
 *
 * The story's own loaders run (they build harness contexts and fetch lazy chunks); the
 * preview's do not: MSW's service worker, the theme class on <html>, react-aria's modality and
 * the announcer clean-up are the browser's. No API answers on the server, so a part waiting
 * for data renders its loading state or its Suspense fallback, as a page's first HTML would.
 */
import type { ReactRenderer } from '@storybook/react-vite';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { storyNameFromExport } from 'storybook/internal/csf';
import type { ProjectAnnotations } from 'storybook/internal/types';
import { expect, test, vi } from 'vitest';
import preview from './preview';
import { storyI18n } from './storyI18n';

const {
  loaders: _browserLoaders,
  beforeEach: _browserBeforeEach,
  afterEach: _browserAfterEach,
  ...serverPreview
} = preview;

// No API here (MSW is the browser's): a request never answers, so a part waiting for data
// renders its loading state, as in a page's HTML rendered before any answer, and no request
// leaves the process (the API client's origin in Node is http://localhost).
vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));

setProjectAnnotations({
  ...serverPreview,
  // What the preview's `beforeEach` does that the server needs: the story's language.
  beforeEach: async ({ globals }) => {
    await storyI18n.changeLanguage(globals.locale as string);
  },
} satisfies ProjectAnnotations<ReactRenderer>);

/**
 * Stories that cannot render in Node for a reason outside their component, by test name
 * (`<title> / <story name>`), each with why. Keep it empty: a story listed here is skipped.
 */
const excluded: Record<string, string> = {};

/**
 * Stories whose server HTML is empty by design, by title (every story of it) or test name, each
 * with why. They still must render without throwing; a listed story that renders something
 * fails, so the list stays true.
 */
const emptyOnServer: Record<string, string> = {
  'Shell/CookieConsent/CookieConsent':
    'the bar is started by an effect and the preferences dialog is a lazy chunk: nothing before hydration',
  'Shell/CookieConsent/CookiePreferencesDialog':
    "an open react-aria modal renders in a portal, which is the browser's only",
  'Shell/Session/ExpiredSession':
    'the dialog opens on a 401 seen by a window listener (an effect); its chunk loads only then',
  'Shell/Session/MyDocumentsDialog':
    'a lazy chunk and a react-aria modal: neither renders on the server',
  'Shell/Session/SignedOutDialog':
    "the dialog opens from the browser's address in an effect; a lazy chunk and a modal",
  'Shell/Footer/Footer / None': 'the footer style `none`: no footer',
  'Shell/MaintenanceBar/MaintenanceBar / No Window': 'no maintenance window: no bar',
  'Shell/MaintenanceBar/MaintenanceBar / Window Ended': 'the maintenance window is over: no bar',
  'Account/PaymentMethods/DeleteCardDialog':
    "an open react-aria modal renders in a portal, which is the browser's only",
  'Account/PaymentMethods/UpdateCardDialog':
    "an open react-aria modal renders in a portal, which is the browser's only",
  'Account/Overview/TrustReviews / Hidden In France': 'no widget in France (§1, §6)',
  'Account/Overview/TrustReviews / Hidden In Germany': 'no widget in Germany (§1, §6)',
  'Account/Overview/MemberBenefits / Canada Control Hidden': 'hidden in the control variation (C)',
  'Account/Overview/MemberBenefits / Canada Variation N':
    'outside the US the benefit waits for the experiments answer (variation N): no API answers here',
  'Account/Overview/MemberBenefits / Unsupported Region Hidden':
    'hidden: Quebec is an unsupported region (and no API answers here)',
  'Account/Overview/MemberBenefits / Supported Region Shown':
    'outside the US the benefit waits for the experiments answer (variation N): no API answers here',
  'Account/App/Flows / Route Error Logged':
    "the memory router runs the failing route's loader after the first render, whose fallback is empty",
};

// React's `renderToString` renders a Suspense boundary whose content throws as its fallback
// and drops the error; in development it leaves the error's message in the HTML.
const boundaryError =
  /<template[^>]* data-msg="Switched to client rendering because the server rendering errored:([^"]*)"(?:[^>]* data-cstck="([^"]*)")?/g;

/** The errors of the Suspense boundaries in `html` that fell back because their content threw. */
function boundaryErrors(html: string): string[] {
  const decode = (text: string) =>
    text
      .replaceAll('&#x27;', "'")
      .replaceAll('&quot;', '"')
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&');
  return [...html.matchAll(boundaryError)].map(([, message = '', stack = '']) =>
    decode(`${message.trim()}\n${stack}`).trim(),
  );
}

const storyFiles = import.meta.glob<Record<string, unknown>>('../stories/**/*.stories.tsx');

const stories = (
  await Promise.all(
    Object.values(storyFiles).map(async (load) => {
      const module = await load();
      const meta = module.default as { title: string };
      return Object.entries(composeStories(module)).map(([exportName, Story]) => {
        const annotations = module[exportName] as { name?: string };
        return {
          title: meta.title,
          name: `${meta.title} / ${annotations.name ?? storyNameFromExport(exportName)}`,
          Story,
        };
      });
    }),
  )
).flat();

test('a Suspense boundary whose content throws is found in the server HTML', () => {
  function Throws(): never {
    throw new Error('window is not defined');
  }
  const html = renderToString(
    <Suspense fallback="loading">
      <Throws />
    </Suspense>,
  );
  expect(boundaryErrors(html)).toEqual([
    expect.stringMatching(/^window is not defined\n\s+at Throws/),
  ]);
});

test('every excluded or empty story exists', () => {
  const names = new Set(stories.flatMap((story) => [story.title, story.name]));
  const listed = [...Object.keys(excluded), ...Object.keys(emptyOnServer)];
  expect(listed.filter((name) => !names.has(name))).toEqual([]);
});

for (const { title, name, Story } of stories) {
  const reason = excluded[name];
  if (reason) {
    test.skip(`${name} (excluded: ${reason})`, () => undefined);
    continue;
  }
  test(name, async () => {
    await Story.load();
    const html = renderToString(<Story />);
    expect(boundaryErrors(html), 'parts that threw on the server').toEqual([]);
    if (emptyOnServer[title] ?? emptyOnServer[name]) expect(html).toBe('');
    else expect(html).not.toBe('');
  });
}
