/**
 * The dependency rule of DESIGN.md, as a check: `tokens → theme → ds → platform → shell/account
 * features → app`, with `server/` beside `app/`. A file may import its own layer or a lower one;
 * a feature (`src/shell/<name>/`, `src/account/<name>/`) reaches another feature, and `app/` and
 * `server/` reach any feature, only through that feature's `index.ts` (the server may also take a
 * feature's pure `rules.ts`, its UI-free entry). A feature's rules never import another feature's
 * rules: what several features decide alike lives in the account domain (`src/account/domain/`),
 * which the account features, `app/` and `server/` import and which imports no feature, or in
 * one of the few shared rules modules named below. Files at the root of a feature group
 * (`src/account/model.ts`) are that group's common ground: its own features, `app/` and `server/`
 * may import them, the other group may not.
 *
 * Pure: it is given the files and their text, so a test can plant a wrong-way import.
 */
import path from 'node:path';

/** Layers from the bottom up; a file may import only its own rank or a lower one. */
const layers = [
  { name: 'tokens', rank: 0, test: (file: string) => file.startsWith('tokens/') },
  { name: 'theme', rank: 1, test: (file: string) => file.startsWith('src/theme/') },
  { name: 'ds', rank: 2, test: (file: string) => file.startsWith('src/ds/') },
  { name: 'platform', rank: 3, test: (file: string) => file.startsWith('src/platform/') },
  {
    name: 'features',
    rank: 4,
    test: (file: string) => file.startsWith('src/shell/') || file.startsWith('src/account/'),
  },
  { name: 'app', rank: 5, test: (file: string) => file.startsWith('app/') },
  { name: 'server', rank: 5, test: (file: string) => file.startsWith('server/') },
] as const;

type Layer = (typeof layers)[number];

/** The folders whose files are checked. */
export const checkedRoots = ['tokens', 'src', 'server', 'app'] as const;

function layerOf(file: string): Layer | undefined {
  return layers.find((layer) => layer.test(file));
}

/** `src/shell/sign-in/rules.ts` → `{ group: 'shell', feature: 'shell/sign-in' }`. */
function featureOf(file: string): { group: string; feature: string | null } | null {
  const match = /^src\/(shell|account)\/(.+)$/.exec(file);
  if (!match) return null;
  const [, group = '', rest = ''] = match;
  const slash = rest.indexOf('/');
  return { group, feature: slash < 0 ? null : `${group}/${rest.slice(0, slash)}` };
}

const isFeatureIndex = (file: string) => /^src\/(shell|account)\/[^/]+\/index\.tsx?$/.test(file);

/**
 * A feature's `rules.ts` holds its pure decisions (no React, no styles). The server shares them
 * through this second, UI-free entry: a feature's index also exports screens, whose styles only
 * the browser build can load. A `<topic>Rules.ts` beside it is the same kind of file, split off
 * to keep a heavy library (card-validator) out of the first screen's chunk.
 */
const isFeatureRules = (file: string) =>
  /^src\/(shell|account)\/[^/]+\/([a-z][A-Za-z]*Rules|rules)\.ts$/.test(file);

/** The account domain: pure definitions every account feature and the server share. */
const isAccountDomain = (file: string) => file.startsWith('src/account/domain/');

/**
 * Rules modules several features read by design, and why; any other rules-to-rules import across
 * features is a definition waiting to move into the domain.
 */
export const sharedRules: Readonly<Record<string, string>> = {
  'src/shell/site-config/rules.ts': 'the site configuration values every shell feature reads',
  'src/account/navigation/rules.ts': "the dashboard's addresses, which every screen links to",
};

/** Build configuration (`vite.config.ts`) composes configuration; it is not a layer. */
const isToolConfig = (file: string) => /(^|\/)[^/]+\.config\.ts$/.test(file);

/**
 * Every module specifier a file names: `import … from`, `export … from`, `import type`, bare
 * `import '…'` and dynamic `import('…')`. Comments are dropped first so a sentence in a JSDoc
 * block is no import.
 */
export function importSpecifiers(source: string): string[] {
  return [
    ...specifiersMatching(source, staticPatterns),
    ...specifiersMatching(source, [dynamicPattern]),
  ];
}

/** The specifiers of `import`/`export … from` and bare `import '…'` (type-only included). */
export function staticImportSpecifiers(source: string): string[] {
  return specifiersMatching(source, staticPatterns);
}

const staticPatterns = [
  /\b(?:import|export)\s[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g,
  /\bimport\s*['"]([^'"]+)['"]/g,
];
const dynamicPattern = /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g;

function specifiersMatching(source: string, patterns: readonly RegExp[]): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const found: string[] = [];
  for (const pattern of patterns) {
    for (const match of code.matchAll(pattern)) if (match[1]) found.push(match[1]);
  }
  return found;
}

/**
 * Every import cycle among `files` (path → text), each as the path from a module back to itself.
 * Static imports count, type-only ones too: a cycle of types still ties two modules so neither
 * can be read, moved or tested alone. Dynamic `import()` is a deliberate late edge and does not.
 */
export function findImportCycles(files: ReadonlyMap<string, string>): string[][] {
  const known = new Set(files.keys());
  const edges = new Map(
    [...files].map(([file, text]) => [
      file,
      staticImportSpecifiers(text)
        .map((specifier) => resolveImport(file, specifier, known))
        .filter((target): target is string => target !== null),
    ]),
  );
  const state = new Map<string, 'visiting' | 'done'>();
  const cycles: string[][] = [];
  const visit = (file: string, trail: string[]) => {
    state.set(file, 'visiting');
    for (const next of edges.get(file) ?? []) {
      if (state.get(next) === 'visiting') cycles.push([...trail.slice(trail.indexOf(next)), next]);
      else if (!state.has(next)) visit(next, [...trail, next]);
    }
    state.set(file, 'done');
  };
  for (const file of edges.keys()) if (!state.has(file)) visit(file, [file]);
  return cycles;
}

const extensions = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** Resolves a relative specifier against the known files; packages and assets give null. */
export function resolveImport(from: string, specifier: string, files: Set<string>): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  for (const extension of extensions) {
    const candidate = `${base}${extension}`;
    if (files.has(candidate)) return candidate;
  }
  // `./x.js` written for `./x.ts`
  const withoutJs = base.replace(/\.js$/, '');
  for (const extension of ['.ts', '.tsx']) {
    if (files.has(`${withoutJs}${extension}`)) return `${withoutJs}${extension}`;
  }
  return null;
}

/** Why `from` may not import `to`, or null when the arrow points the right way. */
export function wrongWay(from: string, to: string): string | null {
  if (isToolConfig(from)) return null;
  const source = layerOf(from);
  if (!source) return null;
  const target = layerOf(to);
  if (!target) return `${source.name} imports ${to}, which is outside the layered tree`;
  if (target.rank > source.rank) return `${source.name} must not import ${target.name}`;
  if (target.rank === source.rank && target.name !== source.name) {
    return `${source.name} must not import ${target.name} (they sit side by side)`;
  }
  const targetFeature = featureOf(to);
  if (!targetFeature) return null;
  const sourceFeature = featureOf(from);
  if (isAccountDomain(from) && !isAccountDomain(to) && targetFeature.feature !== null) {
    return `the account domain must not import ${targetFeature.feature} (features build on it)`;
  }
  if (isAccountDomain(to)) {
    if (sourceFeature && sourceFeature.group !== 'account') {
      return `${sourceFeature.group} must not import the account domain`;
    }
    return null;
  }
  if (targetFeature.feature === null) {
    // Group common ground (src/account/model.ts).
    if (sourceFeature && sourceFeature.group !== targetFeature.group) {
      return `${sourceFeature.group} must not import ${targetFeature.group}'s common files`;
    }
    return null;
  }
  if (sourceFeature?.feature === targetFeature.feature) return null;
  if (isFeatureRules(from) && isFeatureRules(to)) {
    if (to in sharedRules) return null;
    return `${sourceFeature?.feature}'s rules must not import ${targetFeature.feature}'s rules: move what they share into src/account/domain`;
  }
  if (isFeatureIndex(to)) return null;
  // The server shares a feature's pure decisions without pulling in its screens.
  if (source.name === 'server' && isFeatureRules(to)) return null;
  const who = sourceFeature ? (sourceFeature.feature ?? sourceFeature.group) : source.name;
  return `${who} reaches into ${targetFeature.feature}: import its index.ts instead`;
}

export interface Violation {
  from: string;
  to: string;
  reason: string;
}

/**
 * Every wrong-way import among `files` (paths relative to the repository root, with `/`, and
 * their text). `known` lists every file an import may resolve to (stories, scripts…) besides.
 */
export function findViolations(
  files: ReadonlyMap<string, string>,
  others: Iterable<string> = [],
): Violation[] {
  const known = new Set([...files.keys(), ...others]);
  const violations: Violation[] = [];
  for (const [from, source] of files) {
    for (const specifier of importSpecifiers(source)) {
      const to = resolveImport(from, specifier, known);
      if (!to) continue;
      const reason = wrongWay(from, to);
      if (reason) violations.push({ from, to, reason });
    }
  }
  return violations;
}

export function formatViolations(violations: readonly Violation[]): string {
  return violations.map((v) => `${v.from} → ${v.to}: ${v.reason}`).join('\n');
}
