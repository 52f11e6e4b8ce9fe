import type { Decorator, Preview } from '@storybook/react-vite';
import { createStore } from 'jotai';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useMemo } from 'react';
import { setInteractionModality } from 'react-aria-components';
import { AppProviders } from '../src/platform/AppProviders';
import { forcedVariationsAtom } from '../src/platform/experiments/atoms';
import {
  experimentKeys,
  experiments,
  type Variation,
  variationsOf,
} from '../src/platform/experiments/registry';
import { pseudoLocale, supportedLocales } from '../src/platform/i18n/locales';
import { siteContextAtom } from '../src/platform/site/atoms';
import { type CountryCode, countries } from '../src/platform/site/markets';
import { themeClassByBrand } from '../src/theme';
import { applyTheme } from '../src/theme/applyTheme';
import {
  createStoryEnvironment,
  installStoryEnvironment,
  type StoryEnvironment,
  storyEnvironmentLoader,
} from '../stories/support/storyEnvironment';
import { viewports } from '../tokens/breakpoints';
import { type BrandId, brandIds } from '../tokens/types';
import { chromaticModes } from './modes';
import { dropStaleAnnouncements } from './pageHygiene';
import { storyI18n as i18n } from './storyI18n';

const experimentGlobal = (key: string) => `exp_${key}`;

/**
 * Globals → real providers: theme, language, a fresh Jotai store, forced experiments, and the
 * story environment (memory cache, recording navigator and tracking sink: stories/support).
 */
const withProviders: Decorator = (Story, context) => {
  const { brand, country, locale } = context.globals as {
    brand: BrandId;
    country: CountryCode;
    locale: string;
  };
  const forced = Object.fromEntries(
    experimentKeys.map((key) => [
      key,
      (context.globals[experimentGlobal(key)] ?? 'C') as Variation,
    ]),
  );
  const storyKey = `${context.id}:${brand}:${country}:${locale}:${JSON.stringify(forced)}`;
  const environment = context.loaded.environment as StoryEnvironment | undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new store for each story and globals change
  const store = useMemo(() => {
    const fresh = createStore();
    fresh.set(siteContextAtom, { brand, country, locale });
    fresh.set(forcedVariationsAtom, forced);
    installStoryEnvironment(fresh, environment ?? createStoryEnvironment());
    return fresh;
  }, [storyKey]);
  return (
    <AppProviders store={store} i18n={i18n} locale={locale}>
      <Story />
    </AppProviders>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withProviders],
  // API mocks: stories put their handlers in `parameters.msw` (typed fixtures, issue #3); each
  // story's environment (its recording navigator and tracking sink, as spies).
  loaders: [mswLoader(), storyEnvironmentLoader],
  // Storybook runs afterEach hooks last-registered first: this one runs before the a11y
  // addon's axe check, so axe never sees an announcement of an element already gone.
  afterEach: dropStaleAnnouncements,
  async beforeEach({ globals }) {
    // Every story starts as if the last interaction was a pointer, so focus rings (keyboard
    // focus only) never leak from one story to the next when they share a page.
    setInteractionModality('pointer');
    const brand = globals.brand as BrandId;
    applyTheme(
      themeClassByBrand[brand],
      Object.values(themeClassByBrand),
      globals.locale as string,
    );
    await i18n.changeLanguage(globals.locale as string);
  },
  initialGlobals: {
    brand: 'main',
    country: 'US',
    locale: 'en-US',
    ...Object.fromEntries(experimentKeys.map((key) => [experimentGlobal(key), 'C'])),
  },
  globalTypes: {
    brand: {
      description: 'Brand theme',
      toolbar: { title: 'Brand', icon: 'paintbrush', items: [...brandIds], dynamicTitle: true },
    },
    country: {
      description: 'Country of the site',
      toolbar: { title: 'Country', icon: 'globe', items: [...countries], dynamicTitle: true },
    },
    locale: {
      description: 'UI language',
      toolbar: {
        title: 'Locale',
        icon: 'transfer',
        items: [...supportedLocales, { value: pseudoLocale, title: `${pseudoLocale} (pseudo)` }],
        dynamicTitle: true,
      },
    },
    ...Object.fromEntries(
      experimentKeys.map((key) => [
        experimentGlobal(key),
        {
          description: `Experiment ${experiments[key].name} (${experiments[key].countries.join(', ') || 'all countries'})`,
          toolbar: {
            title: `Exp ${key}`,
            icon: 'lightning',
            items: variationsOf(key).map((v) => ({ value: v, title: `${key}: ${v}` })),
            dynamicTitle: true,
          },
        },
      ]),
    ),
  },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // axe's default rules (WCAG 2.0/2.1 A and AA, best practices) plus WCAG 2.2's one automated
    // rule, target size (24 px or enough spacing), which axe leaves off by default.
    a11y: { test: 'error', options: { rules: { 'target-size': { enabled: true } } } },
    viewport: {
      options: Object.fromEntries(
        Object.entries(viewports).map(([name, { width, height }]) => [
          name,
          {
            name: `${name} ${width}`,
            styles: { width: `${width}px`, height: `${height}px` },
            type: name,
          },
        ]),
      ),
    },
    chromatic: { modes: chromaticModes, pauseAnimationAtEnd: true },
  },
};

export default preview;
