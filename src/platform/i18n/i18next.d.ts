import 'i18next';
import type ds from './locales/en-US/ds.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'ds';
    resources: { ds: typeof ds };
  }
}
