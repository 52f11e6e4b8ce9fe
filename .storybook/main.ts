import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  // MSW's service worker, served at the root of the static and dev Storybook.
  staticDirs: ['../public'],
  // TypeScript 7 has no compiler API, so prop tables come from react-docgen.
  typescript: { reactDocgen: 'react-docgen' },
  core: { disableTelemetry: true },
};
export default config;
