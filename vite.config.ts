import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Shared by Storybook (which loads it automatically), Vitest and the app build. */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
});
