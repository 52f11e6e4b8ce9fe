import { describe, expect, it } from 'vitest';
import type { PageState } from '../src/platform/ssr/pageState';
import { readAppBuild } from './appBuild';
import { renderedHead } from './render';

/**
 * The head of a server-rendered page that opens on a lazy route (the cancellation screens):
 * the route's chunk is linked with the entry's files, so the server's HTML is styled before
 * any script and the chunk the hydration needs downloads with the entry.
 */
const cancellationModule = 'src/account/cancellation/screens/index.ts';
const build = readAppBuild(
  {
    'host.tsx': { file: 'assets/host-1.js', imports: ['_shared.js'] },
    'index.html': {
      file: 'assets/index-1.js',
      css: ['assets/index-1.css'],
      imports: ['_shared.js'],
    },
    '_shared.js': { file: 'assets/shared-1.js', css: ['assets/shared-1.css'] },
    '_dialog.js': { file: 'assets/dialog-1.js' },
    [`../${cancellationModule}`]: {
      file: 'assets/screens-1.js',
      css: ['assets/screens-1.css'],
      imports: ['_shared.js', '_dialog.js', 'index.html'],
    },
    // The footer, hydrated after the first screen: its stylesheet with the page, not its script.
    '../src/shell/page-shell/ShellFooter.tsx': {
      file: 'assets/footer-1.js',
      css: ['assets/footer-1.css'],
      imports: ['_shared.js'],
    },
    '../src/theme/brands/main.ts': {
      file: 'assets/main-1.js',
      css: ['assets/main-1.css'],
      assets: ['assets/main-font-1.woff2'],
    },
  },
  null,
);
const state = { brand: 'main', locale: 'en-US' } as PageState;
const links = (head: string, rel: string) =>
  [...head.matchAll(new RegExp(`<link rel="${rel}"[^>]* href="([^"]+)"`, 'g'))].map(
    (match) => match[1],
  );

describe('the head of a server-rendered page', () => {
  it("links the entry's files, each once, and the footer's stylesheet but not its script", () => {
    const head = renderedHead(build, build.account, state);
    expect(links(head, 'stylesheet')).toEqual([
      '/my-account/assets/index-1.css',
      '/my-account/assets/shared-1.css',
      '/my-account/assets/main-1.css',
      '/my-account/assets/footer-1.css',
    ]);
    expect(links(head, 'modulepreload')).toEqual(['/my-account/assets/shared-1.js']);
    expect(head).toContain(
      '<script type="module" crossorigin src="/my-account/assets/index-1.js">',
    );
  });

  it("also links a lazy route's chunk: its stylesheet and its scripts, none twice", () => {
    const head = renderedHead(build, build.account, state, [cancellationModule]);
    expect(links(head, 'stylesheet')).toEqual([
      '/my-account/assets/index-1.css',
      '/my-account/assets/shared-1.css',
      '/my-account/assets/main-1.css',
      '/my-account/assets/screens-1.css',
      '/my-account/assets/footer-1.css',
    ]);
    expect(links(head, 'modulepreload')).toEqual([
      '/my-account/assets/shared-1.js',
      '/my-account/assets/screens-1.js',
      '/my-account/assets/dialog-1.js',
    ]);
    // Read from the manifest once per list of modules, as the first screen's links are.
    expect(build.moduleChunks([cancellationModule])).toBe(build.moduleChunks([cancellationModule]));
  });

  it('refuses a module the build does not have', () => {
    expect(() =>
      renderedHead(build, build.account, state, ['src/account/nowhere/index.ts']),
    ).toThrow('src/account/nowhere/index.ts');
  });
});
