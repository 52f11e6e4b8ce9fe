import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fallbackChain } from '../src/platform/i18n/locales';
import type { BrandId } from '../tokens/types';

/** One entry of Vite's build manifest (`dist/app/.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  name?: string;
  css?: string[];
  assets?: string[];
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** Where the built app is served from (Vite's `base`). */
export const appBase = '/my-account/';
/** Where the build's content-hashed files are served: cached for good, never a document. */
export const buildAssetsPrefix = `${appBase}assets/`;
export const isBuildAsset = (pathname: string) => pathname.startsWith(buildAssetsPrefix);
const href = (file: string) => `${appBase}${file}`;

/** What a page's head links so that its first screen downloads in parallel, before any script. */
export interface FirstScreenLinks {
  /** Stylesheets of the brand's theme (the app would otherwise add them once its script ran). */
  stylesheets: string[];
  /** Scripts imported at boot: the brand's theme chunk and the locale's translation chunks. */
  modulePreloads: string[];
  /** The brand's web fonts (woff2). */
  fonts: string[];
}

/** The host pages' shell bundle (`app/host.tsx`): its script, its static imports, its CSS. */
export interface ShellBundle {
  script: string;
  preload: string[];
  css: string[];
}

/** The manifest's answers that pages need: the shell bundle and the brand's first-screen links. */
export interface AppBuild {
  shell: ShellBundle;
  /** The /my-account/ app's entry (`index.html`): its script, its static imports, its CSS. */
  account: ShellBundle;
  firstScreen(brand: BrandId, locale: string): FirstScreenLinks;
  /**
   * The chunks of lazily loaded modules a page opens on (`RenderedPage.routeModules`, paths
   * from the repository root): their scripts and static imports, and every stylesheet.
   */
  moduleChunks(modules: readonly string[]): { scripts: string[]; css: string[] };
  /**
   * The `/my-account/` page with the brand's links in its head (built once per brand, locale and
   * country); `<html data-country>` tells the browser's render the site's country.
   */
  indexHtml(brand: BrandId, locale: string, country?: string): string;
}

/** The static import graph of `key`: its chunk's file, its imports' files and every stylesheet. */
function staticGraph(manifest: Manifest, key: string) {
  const scripts = new Set<string>();
  const css = new Set<string>();
  const visit = (chunkKey: string) => {
    const chunk = manifest[chunkKey];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return { scripts: [...scripts], css: [...css] };
}

/**
 * `compute` answered once per key: what the server links is a pure function of the build, read
 * from its manifest on the first page of each kind.
 */
function memoized<Args extends unknown[], Result>(
  key: (...args: Args) => string,
  compute: (...args: Args) => Result,
): (...args: Args) => Result {
  const answers = new Map<string, Result>();
  return (...args) => {
    const cacheKey = key(...args);
    if (!answers.has(cacheKey)) answers.set(cacheKey, compute(...args));
    return answers.get(cacheKey) as Result;
  };
}

export function readAppBuild(manifest: Manifest, indexTemplate: string | null): AppBuild {
  const keys = Object.keys(manifest);
  const bundle = (key: string): ShellBundle => {
    const entry = manifest[key];
    if (!entry) return { script: '', preload: [], css: [] };
    const graph = staticGraph(manifest, key);
    return {
      script: entry.file,
      preload: graph.scripts.filter((file) => file !== entry.file),
      css: graph.css,
    };
  };
  if (!manifest['host.tsx']) throw new Error('The build manifest has no host.tsx entry');
  const shell = bundle('host.tsx');
  const account = bundle('index.html');

  const firstScreen = memoized(
    (brand: BrandId, locale: string) => `${brand}|${locale}`,
    (brand: BrandId, locale: string): FirstScreenLinks => {
      const themeKey = keys.find((key) => key.endsWith(`/theme/brands/${brand}.ts`));
      const theme = themeKey ? staticGraph(manifest, themeKey) : { scripts: [], css: [] };
      // The translations of the locale and of its fallback chain load together at boot.
      const localeChunks = [locale, ...fallbackChain(locale)].flatMap((candidate) => {
        const key = keys.find((k) => manifest[k]?.name === `locale-${candidate}`);
        return key ? staticGraph(manifest, key).scripts : [];
      });
      return {
        stylesheets: theme.css.map(href),
        modulePreloads: [...new Set([...theme.scripts, ...localeChunks])].map(href),
        fonts: (themeKey ? (manifest[themeKey]?.assets ?? []) : [])
          .filter((file) => file.endsWith('.woff2'))
          .map(href),
      };
    },
  );

  const moduleChunks = memoized(
    (modules: readonly string[]) => modules.join('|'),
    (modules: readonly string[]) => {
      const scripts = new Set<string>();
      const css = new Set<string>();
      for (const module of modules) {
        // The manifest names a module by its path from Vite's root (`app/`): `../src/…`.
        const key = keys.find((k) => k.replace(/^(\.\.\/)+/, '') === module);
        if (!key) throw new Error(`The build manifest has no module ${module}`);
        const graph = staticGraph(manifest, key);
        for (const file of graph.scripts) scripts.add(file);
        for (const file of graph.css) css.add(file);
      }
      return { scripts: [...scripts], css: [...css] };
    },
  );

  const indexHtml = memoized(
    (brand: BrandId, locale: string, country?: string) => `${brand}|${locale}|${country}`,
    (brand: BrandId, locale: string, country?: string): string => {
      if (indexTemplate === null) throw new Error('The build has no index.html');
      // What Vite already wrote into the page (its entry's imports) is not linked twice.
      const linked = (file: string) => !indexTemplate.includes(`"${file}"`);
      const links = firstScreen(brand, locale);
      const missing: FirstScreenLinks = {
        stylesheets: links.stylesheets.filter(linked),
        modulePreloads: links.modulePreloads.filter(linked),
        fonts: links.fonts.filter(linked),
      };
      return indexTemplate
        .replace(
          /<html lang="[^"]*">/,
          `<html lang="${locale}"${country ? ` data-country="${country}"` : ''}>`,
        )
        .replace(/(\s*)<\/head>/, `\n${linkTags(missing)}$1</head>`);
    },
  );

  return { shell, account, firstScreen, moduleChunks, indexHtml };
}

/**
 * The head tags of `links`. `crossorigin` as Vite writes its own: fonts are always fetched in
 * CORS mode, and a preload only counts when its mode matches the later request's.
 */
export function linkTags(links: FirstScreenLinks): string {
  return [
    ...links.stylesheets.map((file) => `<link rel="stylesheet" crossorigin href="${file}">`),
    ...links.modulePreloads.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`),
    ...links.fonts.map(
      (file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${file}">`,
    ),
  ]
    .map((tag) => `    ${tag}`)
    .join('\n');
}

/**
 * The build in `appDist`, re-read when its manifest changes (so `npm start` after a rebuild
 * never points at deleted files); `null` while the app is not built.
 */
export function appBuildReader(appDist: string): () => AppBuild | null {
  const manifestPath = path.join(appDist, '.vite', 'manifest.json');
  const indexPath = path.join(appDist, 'index.html');
  let cached: { mtime: number; build: AppBuild } | undefined;
  return () => {
    if (!existsSync(manifestPath)) return null;
    const mtime = statSync(manifestPath).mtimeMs;
    if (cached?.mtime !== mtime) {
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
      const template = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;
      cached = { mtime, build: readAppBuild(manifest, template) };
    }
    return cached.build;
  };
}
