/**
 * The visual report as one static HTML page: failures first (baseline, actual and diff side by
 * side, the failure and axe's violations), then what passed but deserves a look, then every
 * story with one row per mode. No script: the filters are checkboxes read by CSS `:has()`, so
 * the page works from a zip, a CI artifact or `npm run report`. Pure: links in, string out.
 */
import {
  type A11yResult,
  type AxeViolation,
  needsALook,
  type ReportEntry,
  type Summary,
  summarize,
} from './model';

export interface ReportPage {
  /** Screenshot fields are links relative to the page (see `Screenshots`). */
  entries: readonly ReportEntry[];
  /** Modes in the order of the config's projects. */
  modes: readonly string[];
  generatedAt: Date;
  /** Failures outside any story: a story file that did not load, an unhandled error. */
  outsideErrors: readonly string[];
}

/** How many elements of one violation a card lists before "and N more". */
const nodesShown = 20;
/** Longest HTML snippet shown for an element. */
const snippetLength = 400;

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const e = escapeHtml;

/** A mode or state as a token safe in an id and a CSS attribute selector. */
function token(text: string): string {
  return text.replace(/[^a-zA-Z0-9_-]/g, '_');
}

function anchorOf(entry: ReportEntry): string {
  return `r-${token(entry.mode)}-${token(entry.storyId)}`;
}

/** The row state used by the filters: a passing entry that deserves a look counts as `look`. */
function filterState(entry: ReportEntry): string {
  return needsALook(entry) ? 'look' : entry.state;
}

function compareEntries(modes: readonly string[]) {
  const rank = (mode: string) => {
    const index = modes.indexOf(mode);
    return index === -1 ? modes.length : index;
  };
  return (a: ReportEntry, b: ReportEntry) =>
    a.title.localeCompare(b.title) ||
    a.storyId.localeCompare(b.storyId) ||
    rank(a.mode) - rank(b.mode) ||
    a.mode.localeCompare(b.mode);
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

function a11ySummary(entry: ReportEntry, link?: string): string {
  const a11y: A11yResult = entry.a11y;
  const counts = [
    a11y.passes !== undefined ? `${plural(a11y.passes, 'rule')} passed` : '',
    a11y.incomplete ? `${a11y.incomplete} to review by hand` : '',
  ]
    .filter(Boolean)
    .join(' · ');
  const more = counts ? ` <span class="muted">· ${e(counts)}</span>` : '';
  const count = plural(a11y.violations.length, 'violation');
  const linked = (text: string) => (link ? `<a href="${e(link)}">${text}</a>` : text);
  switch (a11y.status) {
    case 'passed':
      return `<span class="ok">No violations</span>${more}`;
    case 'failed':
      return `<span class="bad">${linked(count)}</span>`;
    case 'warning':
      return `<span class="warn">${linked(`${count} (todo, not failing)`)}</span>${more}`;
    case 'error':
      return '<span class="bad">axe did not finish</span>';
    default:
      return entry.state === 'failed'
        ? '<span class="muted">Not checked: the story failed before axe ran</span>'
        : '<span class="muted">Not checked</span>';
  }
}

function badge(entry: ReportEntry): string {
  if (entry.state === 'failed') return '<span class="badge failed">failed</span>';
  if (entry.state === 'skipped') return '<span class="badge skipped">skipped</span>';
  if (entry.state === 'pending') return '<span class="badge skipped">did not run</span>';
  const notes = [
    entry.flaky ? 'passed on a retry' : '',
    entry.screenshots.kind === 'new' ? 'new baseline' : '',
    entry.screenshots.kind === 'unstable' ? 'unstable screenshot' : '',
  ].filter(Boolean);
  return `<span class="badge passed">passed</span>${notes.map((n) => ` <span class="badge look">${e(n)}</span>`).join('')}`;
}

function figure(label: string, href: string | undefined): string {
  if (!href) return '';
  return `<figure><a href="${e(href)}" target="_blank" rel="noopener"><img src="${e(href)}" alt="${e(label)}"></a><figcaption>${e(label)}</figcaption></figure>`;
}

function shots(entry: ReportEntry): string {
  const s = entry.screenshots;
  if (s.kind === 'mismatch') {
    return `<div class="shots">${figure('Baseline', s.reference ?? s.baseline)}${figure('Actual', s.actual)}${figure('Diff', s.diff)}</div>`;
  }
  if (s.kind === 'new') {
    return `<div class="shots">${figure('New baseline (review it)', s.baseline ?? s.reference)}</div>`;
  }
  if (s.baseline) return `<div class="shots">${figure('Baseline', s.baseline)}</div>`;
  return '';
}

function violationsTable(entry: ReportEntry, violations: readonly AxeViolation[]): string {
  const rows = violations.flatMap((v) => {
    const shown = v.nodes.slice(0, nodesShown);
    const span = Math.max(1, shown.length + (v.nodes.length > nodesShown ? 1 : 0));
    const cell = (html: string) => `<td rowspan="${span}">${html}</td>`;
    const head =
      cell(`<a href="${e(v.helpUrl)}" target="_blank" rel="noopener"><code>${e(v.id)}</code></a>`) +
      cell(`<span class="impact ${token(v.impact)}">${e(v.impact)}</span>`) +
      cell(e(v.help));
    if (shown.length === 0) return [`<tr>${head}<td colspan="3"></td></tr>`];
    const nodeRows = shown.map((node, i) => {
      const snippet =
        node.html.length > snippetLength ? `${node.html.slice(0, snippetLength)}…` : node.html;
      const link = node.selection
        ? `<a href="${e(`${entry.storyUrl}&addonPanel=storybook/a11y/panel&a11ySelection=${node.selection}`)}" target="_blank" rel="noopener">Open in Storybook</a>`
        : `<a href="${e(entry.storyUrl)}" target="_blank" rel="noopener">Open the story</a>`;
      return `<tr>${i === 0 ? head : ''}<td><code>${e(node.target)}</code></td><td><code class="snippet">${e(snippet)}</code>${node.failureSummary ? `<details><summary>How to fix</summary><pre>${e(node.failureSummary)}</pre></details>` : ''}</td><td>${link}</td></tr>`;
    });
    if (v.nodes.length > nodesShown)
      nodeRows.push(
        `<tr><td colspan="3" class="muted">and ${v.nodes.length - nodesShown} more elements</td></tr>`,
      );
    return nodeRows;
  });
  return `<table class="axe"><thead><tr><th>Rule</th><th>Impact</th><th>Problem</th><th>Element</th><th>HTML</th><th></th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function card(entry: ReportEntry): string {
  const a11y = entry.a11y;
  // axe's message repeats the violations table below it: open only what says more.
  const onlyAxe =
    a11y.violations.length > 0 && entry.errors.every((m) => m.includes('toHaveNoViolations'));
  const errors =
    entry.errors.length === 0
      ? ''
      : `<details class="errors"${entry.state === 'failed' && !onlyAxe ? ' open' : ''}><summary>${entry.state === 'failed' ? 'Failure' : 'Failure on an earlier try'}${entry.errors.length > 1 ? ` (${entry.errors.length} messages)` : ''}</summary>${entry.errors.map((m) => `<pre>${e(m)}</pre>`).join('')}</details>`;
  const axe =
    a11y.violations.length > 0
      ? `<h4>Accessibility: ${e(plural(a11y.violations.length, 'violation'))}${a11y.status === 'warning' ? ' (todo, not failing)' : ''}</h4>${violationsTable(entry, a11y.violations)}`
      : a11y.status === 'error'
        ? `<h4>Accessibility: axe did not finish</h4><pre>${e(a11y.error ?? '')}</pre>`
        : `<p class="a11y-line">Accessibility: ${a11ySummary(entry)}</p>`;
  const screenshotNote = entry.screenshots.message
    ? `<p class="muted">Screenshot: ${e(entry.screenshots.message)}</p>`
    : '';
  return `<article class="card ${e(entry.state)}" id="${anchorOf(entry)}" data-mode="${e(token(entry.mode))}" data-state="${e(filterState(entry))}">
<h3><a href="${e(entry.storyUrl)}" target="_blank" rel="noopener">${e(entry.title)} › ${e(entry.name)}</a> <span class="mode">${e(entry.mode)}</span> ${badge(entry)}</h3>
<p class="muted"><code>${e(entry.storyId)}</code> · ${e(entry.file)}${entry.retries ? ` · ${plural(entry.retries, 'retry', 'retries')}` : ''}</p>
${shots(entry)}${screenshotNote}${errors}${axe}
</article>`;
}

function matrixRow(entry: ReportEntry, hasCard: boolean): string {
  const link = hasCard ? `#${anchorOf(entry)}` : undefined;
  const s = entry.screenshots;
  const thumb = s.kind === 'mismatch' ? (s.actual ?? s.baseline) : (s.baseline ?? s.reference);
  const shot = thumb
    ? `<a href="${e(link ?? thumb)}"${link ? '' : ' target="_blank" rel="noopener"'}><img class="thumb" src="${e(thumb)}" alt="${e(`${entry.name}, ${entry.mode}`)}" loading="lazy"></a>`
    : '<span class="muted">No screenshot</span>';
  const result = link ? `<a href="${link}">${badge(entry)}</a>` : badge(entry);
  return `<tr data-mode="${e(token(entry.mode))}" data-state="${e(filterState(entry))}"><td class="mode">${e(entry.mode)}</td><td>${result}</td><td>${shot}</td><td>${a11ySummary(entry, link)}</td><td><a href="${e(entry.storyUrl)}" target="_blank" rel="noopener">Storybook</a></td></tr>`;
}

function matrix(sorted: readonly ReportEntry[], withCards: ReadonlySet<ReportEntry>): string {
  const groups: string[] = [];
  let i = 0;
  while (i < sorted.length) {
    const first = sorted[i] as ReportEntry;
    const rows: string[] = [];
    while (i < sorted.length && (sorted[i] as ReportEntry).storyId === first.storyId) {
      const entry = sorted[i] as ReportEntry;
      rows.push(matrixRow(entry, withCards.has(entry)));
      i++;
    }
    groups.push(
      `<tbody class="group"><tr class="story"><th colspan="5"><a href="${e(first.storyUrl)}" target="_blank" rel="noopener">${e(first.title)} › ${e(first.name)}</a> <code class="muted">${e(first.storyId)}</code></th></tr>${rows.join('')}</tbody>`,
    );
  }
  return `<table class="matrix"><colgroup><col class="c-mode"><col class="c-result"><col class="c-shot"><col><col class="c-link"></colgroup><thead><tr><th>Mode</th><th>Result</th><th>Screenshot</th><th>Accessibility</th><th></th></tr></thead>${groups.join('\n')}</table>`;
}

function modeTable(entries: readonly ReportEntry[], modes: readonly string[]): string {
  const rows = modes.map((mode) => {
    const s: Summary = summarize(entries.filter((entry) => entry.mode === mode));
    return `<tr><td class="mode">${e(mode)}</td><td>${s.total}</td><td>${s.passed}</td><td class="${s.failed ? 'bad' : ''}">${s.failed}</td><td>${s.skipped}</td><td class="${s.axeViolations ? 'bad' : ''}">${s.axeViolations}</td></tr>`;
  });
  return `<table class="modes"><thead><tr><th>Mode</th><th>Tests</th><th>Passed</th><th>Failed</th><th>Skipped</th><th>Axe violations</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function filters(entries: readonly ReportEntry[], modes: readonly string[]): string {
  const states: Array<[string, string]> = [
    ['failed', 'Failed'],
    ['look', 'Worth a look'],
    ['passed', 'Passed'],
    ['skipped', 'Skipped'],
  ];
  const count = (state: string) => entries.filter((x) => filterState(x) === state).length;
  const box = (id: string, label: string) =>
    `<label><input type="checkbox" id="${id}" checked> ${label}</label>`;
  return `<form class="filters" aria-label="Filters"><fieldset><legend>Results</legend>${states
    .map(([state, label]) => box(`show-state-${state}`, `${e(label)} (${count(state)})`))
    .join(
      '',
    )}</fieldset><fieldset><legend>Modes</legend>${modes.map((mode) => box(`show-mode-${token(mode)}`, e(mode))).join('')}</fieldset></form>`;
}

const filterStates = ['failed', 'look', 'passed', 'skipped', 'pending'] as const;

/**
 * A row or card shows while its mode and its result are ticked; a story's group of rows shows
 * while one of its rows does (one rule per mode × result it has).
 */
function filterCss(entries: readonly ReportEntry[], modes: readonly string[]): string {
  const rules = [
    ...filterStates.map(
      (state) =>
        `body:has(#show-state-${state}:not(:checked)) [data-state="${state}"]{display:none}`,
    ),
    ...modes.map(
      (mode) =>
        `body:has(#show-mode-${token(mode)}:not(:checked)) [data-mode="${token(mode)}"]{display:none}`,
    ),
  ];
  const pairs = new Set(entries.map((entry) => `${token(entry.mode)} ${filterState(entry)}`));
  const groups = [...pairs].map((pair) => {
    const [mode, state] = pair.split(' ');
    return `body:has(#show-mode-${mode}:checked):has(#show-state-${state}:checked) tbody:has(>tr[data-mode="${mode}"][data-state="${state}"]){display:table-row-group}`;
  });
  return `${rules.join('\n')}\n@supports selector(:has(a)){tbody.group{display:none}\n${groups.join('\n')}}`;
}

const css = `
:root{color-scheme:light;--bad:#b3261e;--ok:#146c2e;--warn:#8a5a00;--muted:#5f6368;--line:#dadce0;--bg:#f8f9fa}
*{box-sizing:border-box}
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;margin:0;color:#202124;background:#fff}
header,main{padding:0 24px}
header{border-bottom:1px solid var(--line);background:var(--bg);padding-bottom:12px}
h1{font-size:22px;margin:0;padding-top:16px}
h2{font-size:18px;margin:28px 0 12px;border-bottom:2px solid var(--line);padding-bottom:4px}
h3{font-size:15px;margin:0 0 4px}
h4{font-size:14px;margin:12px 0 6px}
a{color:#0b57d0}
code{font:12px/1.4 ui-monospace,SFMono-Regular,Menlo,monospace}
pre{font:12px/1.4 ui-monospace,SFMono-Regular,Menlo,monospace;background:var(--bg);border:1px solid var(--line);padding:8px;overflow:auto;max-height:320px;white-space:pre-wrap;margin:4px 0}
.muted{color:var(--muted)}
.bad{color:var(--bad);font-weight:600}
.ok{color:var(--ok)}
.warn{color:var(--warn);font-weight:600}
.totals{display:flex;flex-wrap:wrap;gap:8px 20px;margin:8px 0;padding:0;list-style:none}
.totals strong{font-size:18px}
.badge{display:inline-block;border-radius:10px;padding:0 8px;font-size:12px;font-weight:600;border:1px solid currentColor;white-space:nowrap}
.badge.failed{color:var(--bad)}
.badge.passed{color:var(--ok)}
.badge.skipped{color:var(--muted)}
.badge.look{color:var(--warn)}
.mode{font:12px ui-monospace,SFMono-Regular,Menlo,monospace;white-space:nowrap}
h3 .mode{background:var(--bg);border:1px solid var(--line);border-radius:4px;padding:0 4px;font-weight:400}
.card{border:1px solid var(--line);border-left:4px solid var(--line);border-radius:6px;padding:12px 16px;margin:0 0 16px}
.card.failed{border-left-color:var(--bad)}
.card.passed{border-left-color:var(--warn)}
.shots{display:flex;gap:12px;flex-wrap:wrap;align-items:flex-start;margin:8px 0}
figure{margin:0;max-width:32%;min-width:220px;max-height:640px;overflow-y:auto}
figure img{display:block;max-width:100%;border:1px solid var(--line);background:repeating-conic-gradient(#eee 0 25%,#fff 0 50%) 0 0/16px 16px}
figcaption{font-size:12px;color:var(--muted);margin-top:2px}
table{border-collapse:collapse;width:100%}
th,td{text-align:left;vertical-align:top;padding:6px 8px;border-bottom:1px solid var(--line)}
thead th{background:var(--bg);position:sticky;top:0;z-index:1}
table.axe{margin:4px 0 8px}
table.axe td{font-size:13px}
.snippet{display:block;white-space:pre-wrap;word-break:break-all;max-width:48ch}
.impact{font-weight:600}
.impact.critical,.impact.serious{color:var(--bad)}
.impact.moderate{color:var(--warn)}
table.modes{width:auto;margin:8px 0}
table.modes td,table.modes th{padding:2px 12px 2px 0;border:0}
tr.story th{background:#fff;padding-top:14px;font-weight:600;border-bottom:1px solid var(--line)}
.c-mode{width:170px}.c-result{width:240px}.c-shot{width:190px}.c-link{width:90px}
.thumb{display:block;width:160px;height:100px;object-fit:cover;object-position:top left;border:1px solid var(--line)}
.filters{display:flex;flex-wrap:wrap;gap:8px 24px;margin:8px 0 0}
.filters fieldset{border:0;padding:0;margin:0;display:flex;flex-wrap:wrap;gap:4px 12px;align-items:center}
.filters legend{float:left;font-weight:600;margin-right:8px}
details summary{cursor:pointer;color:var(--muted)}
.errors{margin:8px 0}
.empty{color:var(--muted);font-style:italic}
footer{padding:24px;color:var(--muted);font-size:12px}
`;

export function renderReport(page: ReportPage): string {
  const sorted = [...page.entries].sort(compareEntries(page.modes));
  const failures = sorted.filter((entry) => entry.state === 'failed');
  const look = sorted.filter(needsALook);
  const withCards = new Set([...failures, ...look]);
  const summary = summarize(page.entries);
  const stories = new Set(page.entries.map((entry) => entry.storyId)).size;
  const outside =
    page.outsideErrors.length === 0
      ? ''
      : `<section id="outside"><h2 class="bad">Errors outside the stories (${page.outsideErrors.length})</h2>${page.outsideErrors.map((m) => `<pre>${e(m)}</pre>`).join('')}</section>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${summary.failed ? `${summary.failed} failed · ` : ''}Story suite report</title>
<style>${css}
${filterCss(page.entries, page.modes)}</style>
</head>
<body>
<header>
<h1>Story suite: screenshots and accessibility</h1>
<ul class="totals">
<li><strong>${summary.total}</strong> tests (${plural(stories, 'story', 'stories')} × ${plural(page.modes.length, 'mode')})</li>
<li class="${summary.failed ? 'bad' : 'ok'}"><strong>${summary.failed}</strong> failed</li>
<li class="${summary.axeViolations ? 'bad' : 'ok'}"><strong>${summary.axeViolations}</strong> axe violations</li>
<li><strong>${summary.screenshotMismatches}</strong> screenshots differ</li>
<li><strong>${summary.needsALook}</strong> passed but worth a look</li>
<li><strong>${summary.skipped}</strong> skipped</li>
</ul>
<p class="muted">Run of ${e(page.generatedAt.toISOString().replace('T', ' ').slice(0, 19))} UTC. Baselines live in <code>__screenshots__/&lt;mode&gt;/</code>; accept a change with <code>npm run test:screenshots:update</code> after review.</p>
${modeTable(page.entries, page.modes)}
${filters(page.entries, page.modes)}
</header>
<main>
${outside}
<section id="failures"><h2>Failures (${failures.length})</h2>
${failures.length ? failures.map(card).join('\n') : '<p class="empty">No failures.</p>'}
</section>
<section id="look"><h2>Passed, but worth a look (${look.length})</h2>
<p class="muted">A screenshot that differed or was not stable on a try and matched on a retry, a baseline written in this run, or axe findings of a story whose accessibility check is a todo.</p>
${look.length ? look.map(card).join('\n') : '<p class="empty">Nothing.</p>'}
</section>
<section id="all"><h2>All stories (${stories})</h2>
${matrix(sorted, withCards)}
</section>
</main>
<footer>Written by scripts/visual-report at the end of the story suite.</footer>
</body>
</html>
`;
}
