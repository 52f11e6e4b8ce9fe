import 'i18next';
import type account from './locales/en-US/account.json';
import type alerts from './locales/en-US/alerts.json';
import type cancellation from './locales/en-US/cancellation.json';
import type common from './locales/en-US/common.json';
import type cookieConsent from './locales/en-US/cookieConsent.json';
import type countrySelector from './locales/en-US/countrySelector.json';
import type ds from './locales/en-US/ds.json';
import type errors from './locales/en-US/errors.json';
import type footer from './locales/en-US/footer.json';
import type header from './locales/en-US/header.json';
import type maintenanceBar from './locales/en-US/maintenanceBar.json';
import type navigation from './locales/en-US/navigation.json';
import type paymentMethods from './locales/en-US/paymentMethods.json';
import type policies from './locales/en-US/policies.json';
import type projects from './locales/en-US/projects.json';
import type search from './locales/en-US/search.json';
import type server from './locales/en-US/server.json';
import type session from './locales/en-US/session.json';
import type settings from './locales/en-US/settings.json';
import type signIn from './locales/en-US/signIn.json';
import type subscriptions from './locales/en-US/subscriptions.json';
import type upgrade from './locales/en-US/upgrade.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    // en-US is the source of truth: every key used in code must exist there.
    resources: {
      account: typeof account;
      alerts: typeof alerts;
      cancellation: typeof cancellation;
      common: typeof common;
      cookieConsent: typeof cookieConsent;
      countrySelector: typeof countrySelector;
      ds: typeof ds;
      errors: typeof errors;
      footer: typeof footer;
      header: typeof header;
      maintenanceBar: typeof maintenanceBar;
      navigation: typeof navigation;
      paymentMethods: typeof paymentMethods;
      policies: typeof policies;
      projects: typeof projects;
      search: typeof search;
      // Reference server only: loaded by server/i18n.ts, not by createI18n.
      server: typeof server;
      session: typeof session;
      settings: typeof settings;
      signIn: typeof signIn;
      subscriptions: typeof subscriptions;
      upgrade: typeof upgrade;
    };
  }
}
