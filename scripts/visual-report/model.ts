/**
 * The visual report's data: one entry per story × mode, built from what Vitest reports for a
 * story test (state, errors, meta, artifacts). Pure: the reporter gives it plain values and
 * does the file work (reading story titles, copying images) itself, so tests feed it the shapes
 * a real run produces.
 *
 * Where the pieces come from (checked on real runs, Vitest 4.1 and Storybook 10.6):
 * - `meta.storyId`: set by @storybook/addon-vitest for every story test.
 * - `meta.reports`: the story's reports, axe's among them (`type: 'a11y'`, `result` is axe's
 *   result with `violations`, `passes` and `incomplete`). The addon sets it only after the story
 *   ran to the end, so a story that FAILS axe has none; its violations come with the error that
 *   `toHaveNoViolations` throws (`error.actual` is axe's violation list).
 * - artifacts of `type: 'story-screenshot'` (.storybook/storyPage.ts): a screenshot that did not
 *   match, a new or updated baseline, or a page that kept changing, with its `outcome` and
 *   `reference`, `actual` and `diff` attachments (copies Vitest keeps under
 *   `.vitest-attachments/`). A passing screenshot records nothing.
 */

export type TestState = 'passed' | 'failed' | 'skipped' | 'pending';

export interface AxeNode {
  /** CSS selector of the element (shadow and frame paths joined by ` >>> `). */
  target: string;
  html: string;
  failureSummary: string;
  /** The addon's id of the node (`violations.<rule>.<n>`), which selects it in Storybook's panel. */
  selection?: string;
}

export interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  helpUrl: string;
  nodes: AxeNode[];
}

export interface A11yResult {
  /**
   * `passed`: axe ran and found nothing; `failed`: violations fail the story; `warning`: a
   * story with `a11y.test: 'todo'` has violations that do not fail it; `error`: axe itself did
   * not run to the end; `not-run`: no axe result (the story failed before axe, was skipped or
   * turns axe off).
   */
  status: 'passed' | 'failed' | 'warning' | 'error' | 'not-run';
  violations: AxeViolation[];
  /** Rules that passed and results axe could not decide; known only when the story passed. */
  passes?: number;
  incomplete?: number;
  error?: string;
}

/**
 * The screenshots of one test: files on disk as Vitest names them; the reporter turns them into
 * links relative to the report (copying what is not kept elsewhere) before rendering.
 */
export interface Screenshots {
  /**
   * What happened to the screenshot in this run: `match` (or within the threshold), `mismatch`
   * (an actual and a diff to look at), `new` (no baseline yet), `unstable` (Vitest could not
   * take two equal captures in a row, or another screenshot error), `none` (the story has none).
   */
  kind: 'match' | 'mismatch' | 'new' | 'unstable' | 'none';
  baseline?: string;
  reference?: string;
  actual?: string;
  diff?: string;
  /** Vitest's words, e.g. "12819 pixels (ratio 0.02) differ." */
  message?: string;
}

export interface ReportEntry {
  /** Project without `stories:` and the browser: `main-desktop`. */
  mode: string;
  storyId: string;
  title: string;
  name: string;
  /** Story file, relative to the repository root. */
  file: string;
  state: TestState;
  /** Tries after the first (`retry` in the config). */
  retries: number;
  /** Passed after a failed try. */
  flaky: boolean;
  durationMs: number;
  /** Failure messages without terminal colours, each once. */
  errors: string[];
  screenshots: Screenshots;
  a11y: A11yResult;
  /** The story in Storybook in this mode's globals. */
  storyUrl: string;
}

/** `stories:main-desktop (chromium)` → `main-desktop`; `undefined` for a project that is not a story mode. */
export function modeOfProject(projectName: string): string | undefined {
  const match = /^stories:(.+?)(?: \(.*\))?$/.exec(projectName);
  return match?.[1];
}

/**
 * The file name of a story's baseline (.storybook/storyScreenshot.ts): spaces to dashes, other
 * characters out, runs of dashes to one (as Vitest's `toMatchScreenshot` named them), so
 * `ds-button--primary` is stored as `ds-button-primary.png`.
 */
export function screenshotName(storyId: string): string {
  return storyId
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/-{2,}/g, '-');
}

const ansi = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

export function stripAnsi(text: string): string {
  return text.replace(ansi, '');
}

/**
 * The title in a CSF file's default export (`title: 'Design system/Button'`): the first
 * `title:` of the file, which is the meta's in every story file of this repository. Without
 * one, Storybook derives the title from the path; the id's first part stands in for it.
 */
export function titleFromSource(source: string | undefined, storyId: string): string {
  const match = source && /\btitle:\s*(['"`])((?:(?!\1).)+)\1/.exec(source);
  if (match?.[2]) return match[2];
  return storyId.split('--')[0] ?? storyId;
}

/**
 * Storybook's URL form of globals (`brand:main;locale:en-US;viewport.value:mobile`): objects
 * in dot notation, booleans as `!true`/`!false`, as its router writes them. Storybook drops a
 * value with characters outside `[a-zA-Z0-9 _-]`, so such values are left out here too.
 */
export function globalsParam(globals: Record<string, unknown>): string {
  const parts: string[] = [];
  const walk = (prefix: string, value: unknown) => {
    if (value === null || value === undefined) return;
    if (typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, inner] of Object.entries(value)) walk(`${prefix}.${key}`, inner);
      return;
    }
    if (typeof value === 'boolean') parts.push(`${prefix}:!${value}`);
    else if (typeof value === 'number') parts.push(`${prefix}:${value}`);
    else if (typeof value === 'string' && /^[a-zA-Z0-9 _-]*$/.test(value))
      parts.push(`${prefix}:${value}`);
  };
  for (const [key, value] of Object.entries(globals)) walk(key, value);
  return parts.join(';');
}

/** The story in Storybook, in the globals of its mode (and optionally one axe node selected). */
export function storyUrl(
  base: string,
  storyId: string,
  globals: Record<string, unknown>,
  a11ySelection?: string,
): string {
  const params = [`path=/story/${storyId}`];
  const g = globalsParam(globals);
  if (g) params.push(`globals=${g}`);
  if (a11ySelection)
    params.push('addonPanel=storybook/a11y/panel', `a11ySelection=${a11ySelection}`);
  return `${base.replace(/\/$/, '')}/?${params.join('&')}`;
}

interface RawNode {
  target?: unknown;
  html?: unknown;
  failureSummary?: unknown;
  id?: unknown;
}
interface RawViolation {
  id?: unknown;
  impact?: unknown;
  help?: unknown;
  helpUrl?: unknown;
  nodes?: unknown;
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

function selector(target: unknown): string {
  if (!Array.isArray(target)) return str(target);
  return target
    .map((part) => (Array.isArray(part) ? part.map(str).join(' >>> ') : str(part)))
    .join(', ');
}

function isViolationList(value: unknown): value is RawViolation[] {
  return (
    Array.isArray(value) &&
    value.every(
      (v) => typeof v === 'object' && v !== null && typeof (v as RawViolation).id === 'string',
    ) &&
    value.some((v) => Array.isArray((v as RawViolation).nodes))
  );
}

export function toViolations(raw: unknown): AxeViolation[] {
  if (!isViolationList(raw)) return [];
  return raw.map((v) => ({
    id: str(v.id),
    impact: str(v.impact) || 'unknown',
    help: str(v.help),
    helpUrl: str(v.helpUrl),
    nodes: (Array.isArray(v.nodes) ? (v.nodes as RawNode[]) : []).map((node) => ({
      target: selector(node.target),
      html: str(node.html),
      failureSummary: str(node.failureSummary),
      ...(typeof node.id === 'string' && { selection: node.id }),
    })),
  }));
}

interface RawReport {
  type?: unknown;
  status?: unknown;
  result?: {
    violations?: unknown;
    passes?: unknown;
    incomplete?: unknown;
    error?: unknown;
  };
}

export interface RawError {
  message?: string;
  actual?: unknown;
}

/** axe's outcome for one test, from the addon's report or else from the failure it threw. */
export function a11yOf(reports: unknown, errors: readonly RawError[]): A11yResult {
  const a11yReports = (Array.isArray(reports) ? (reports as RawReport[]) : []).filter(
    (report) => report?.type === 'a11y',
  );
  const withResult = a11yReports.findLast((report) => Array.isArray(report.result?.violations));
  if (withResult?.result) {
    const violations = toViolations(withResult.result.violations);
    const status =
      violations.length === 0 ? 'passed' : withResult.status === 'warning' ? 'warning' : 'failed';
    return {
      status,
      violations,
      ...(Array.isArray(withResult.result.passes) && { passes: withResult.result.passes.length }),
      ...(Array.isArray(withResult.result.incomplete) && {
        incomplete: withResult.result.incomplete.length,
      }),
    };
  }
  const thrown = [...errors].reverse().find((error) => isViolationList(error.actual));
  if (thrown) return { status: 'failed', violations: toViolations(thrown.actual) };
  const crashed = a11yReports.find((report) => report.result?.error !== undefined);
  if (crashed) {
    const error = crashed.result?.error as { message?: unknown } | undefined;
    return {
      status: 'error',
      violations: [],
      error: stripAnsi(str(error?.message) || String(error)),
    };
  }
  return { status: 'not-run', violations: [] };
}

interface RawAttachment {
  name?: unknown;
  path?: unknown;
}
interface RawArtifact {
  type?: unknown;
  outcome?: unknown;
  message?: unknown;
  attachments?: unknown;
}

/** The report's kind for each outcome the screenshot check records. */
const kindOfOutcome: Record<string, Screenshots['kind']> = {
  mismatch: 'mismatch',
  new: 'new',
  updated: 'new',
  unstable: 'unstable',
};

/**
 * The screenshot of one test: the last check that recorded something (a passing screenshot
 * records nothing), else the baseline on disk.
 */
export function screenshotsOf(
  artifacts: readonly unknown[],
  baseline: string | undefined,
): Screenshots {
  const last = [...(artifacts as RawArtifact[])]
    .reverse()
    .find((artifact) => artifact?.type === 'story-screenshot');
  const files: Record<string, string> = {};
  if (last && Array.isArray(last.attachments)) {
    for (const attachment of last.attachments as RawAttachment[]) {
      if (typeof attachment.name === 'string' && typeof attachment.path === 'string')
        files[attachment.name] = attachment.path;
    }
  }
  const message = typeof last?.message === 'string' ? stripAnsi(last.message) : undefined;
  const kind: Screenshots['kind'] = last
    ? (kindOfOutcome[String(last.outcome)] ?? 'unstable')
    : baseline
      ? 'match'
      : 'none';
  return {
    kind,
    ...(baseline && { baseline }),
    ...(files.reference && { reference: files.reference }),
    ...(files.actual && { actual: files.actual }),
    ...(files.diff && { diff: files.diff }),
    ...(message && { message }),
  };
}

export interface TestInput {
  projectName: string;
  storyId: string;
  name: string;
  title: string;
  file: string;
  state: TestState;
  retries: number;
  flaky: boolean;
  durationMs: number;
  errors: readonly RawError[];
  reports: unknown;
  artifacts: readonly unknown[];
  /** The baseline file when it exists. */
  baseline: string | undefined;
  globals: Record<string, unknown>;
  storybookUrl: string;
}

/** Storybook's "Click to debug…" line adds nothing here: every entry links its story. */
function cleanMessage(message: string): string {
  return stripAnsi(message)
    .split('\n')
    .filter((line) => !/^Click to debug the error directly in Storybook/.test(line.trim()))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The outcome the token proof (`.storybook/tokenProof.setup.ts`) records for a story: whether it
 * paints the changed token and whether its screenshot differs, as it must.
 */
function tokenProofOutcome(artifacts: readonly unknown[]): string | undefined {
  const found = (artifacts as RawArtifact[]).find((artifact) => artifact?.type === 'token-proof');
  return typeof found?.message === 'string' ? `Token proof: ${found.message}` : undefined;
}

export function toEntry(input: TestInput): ReportEntry {
  const messages = input.errors.map((error) => cleanMessage(error.message ?? '')).filter(Boolean);
  const screenshots = screenshotsOf(input.artifacts, input.baseline);
  const proof = tokenProofOutcome(input.artifacts);
  if (proof) screenshots.message = [proof, screenshots.message].filter(Boolean).join(' ');
  return {
    mode: modeOfProject(input.projectName) ?? input.projectName,
    storyId: input.storyId,
    title: input.title,
    name: input.name,
    file: input.file,
    state: input.state,
    retries: input.retries,
    flaky: input.flaky,
    durationMs: input.durationMs,
    errors: [...new Set(messages)],
    screenshots,
    a11y: a11yOf(input.reports, input.errors),
    storyUrl: storyUrl(input.storybookUrl, input.storyId, input.globals),
  };
}

/** A passing entry QA should still look at: a screenshot that differed on a try, a new baseline, axe warnings. */
export function needsALook(entry: ReportEntry): boolean {
  return (
    entry.state === 'passed' &&
    (entry.screenshots.kind === 'mismatch' ||
      entry.screenshots.kind === 'new' ||
      entry.screenshots.kind === 'unstable' ||
      entry.a11y.status === 'warning' ||
      entry.a11y.status === 'error')
  );
}

export interface Summary {
  total: number;
  passed: number;
  failed: number;
  skipped: number;
  needsALook: number;
  /** Rule violations summed over story × mode. */
  axeViolations: number;
  /** Entries whose screenshot did not match in the end. */
  screenshotMismatches: number;
}

export function summarize(entries: readonly ReportEntry[]): Summary {
  const count = (test: (entry: ReportEntry) => boolean) => entries.filter(test).length;
  return {
    total: entries.length,
    passed: count((e) => e.state === 'passed'),
    failed: count((e) => e.state === 'failed'),
    skipped: count((e) => e.state === 'skipped'),
    needsALook: count(needsALook),
    axeViolations: entries.reduce((sum, e) => sum + e.a11y.violations.length, 0),
    screenshotMismatches: count((e) => e.state === 'failed' && e.screenshots.kind === 'mismatch'),
  };
}
