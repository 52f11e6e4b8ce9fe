import { describe, expect, it } from 'vitest';
import type { ReportEntry } from './model';
import { escapeHtml, renderReport } from './render';

function entry(overrides: Partial<ReportEntry> = {}): ReportEntry {
  return {
    mode: 'main-desktop',
    storyId: 'design-system-button--primary',
    title: 'Design system/Button',
    name: 'Primary',
    file: 'stories/ds/Button.stories.tsx',
    state: 'passed',
    retries: 0,
    flaky: false,
    durationMs: 100,
    errors: [],
    screenshots: {
      kind: 'match',
      baseline: '../../__screenshots__/main-desktop/design-system-button-primary.png',
    },
    a11y: { status: 'passed', violations: [], passes: 31, incomplete: 2 },
    storyUrl: 'http://localhost:6006/?path=/story/design-system-button--primary&globals=brand:main',
    ...overrides,
  };
}

const failedShot = entry({
  storyId: 'shell-header--signed-in',
  title: 'Shell/Header',
  name: 'Signed in',
  mode: 'fr-legal-mobile',
  state: 'failed',
  retries: 2,
  errors: ['Screenshot does not match the stored reference.'],
  screenshots: {
    kind: 'mismatch',
    baseline: '../../__screenshots__/fr-legal-mobile/shell-header-signed-in.png',
    reference: 'images/fr-legal-mobile/shell-header-signed-in-reference.png',
    actual: 'images/fr-legal-mobile/shell-header-signed-in-actual.png',
    diff: 'images/fr-legal-mobile/shell-header-signed-in-diff.png',
    message: '12819 pixels (ratio 0.02) differ.',
  },
  storyUrl: 'http://localhost:6006/?path=/story/shell-header--signed-in&globals=brand:fr-legal',
});

const failedAxe = entry({
  storyId: 'account-settings--form',
  title: 'Account/Settings',
  name: 'Form',
  state: 'failed',
  errors: ['expect(received).toHaveNoViolations(expected) <script>alert(1)</script>'],
  screenshots: { kind: 'none' },
  a11y: {
    status: 'failed',
    violations: [
      {
        id: 'color-contrast',
        impact: 'serious',
        help: 'Elements must meet minimum color contrast ratio thresholds',
        helpUrl: 'https://dequeuniversity.com/rules/axe/4.14/color-contrast',
        nodes: [
          {
            target: '.hint > span',
            html: '<span class="hint">Optional</span>',
            failureSummary: 'Fix any of the following:\n  contrast 3.1:1',
            selection: 'violations.color-contrast.1',
          },
        ],
      },
    ],
  },
  storyUrl: 'http://localhost:6006/?path=/story/account-settings--form&globals=brand:main',
});

const retried = entry({
  storyId: 'shell-footer--default',
  title: 'Shell/Footer',
  name: 'Default',
  flaky: true,
  retries: 1,
  screenshots: {
    kind: 'mismatch',
    baseline: '../../__screenshots__/main-desktop/shell-footer-default.png',
    actual: 'images/main-desktop/shell-footer-default-actual.png',
  },
});

function page(entries: ReportEntry[]) {
  return renderReport({
    entries,
    modes: ['main-desktop', 'fr-legal-mobile'],
    generatedAt: new Date('2026-01-02T03:04:05Z'),
    outsideErrors: [],
  });
}

describe('renderReport', () => {
  const html = page([entry(), retried, failedAxe, failedShot]);

  it('lists failures first, then what passed on a retry, then every story', () => {
    const failures = html.indexOf('id="failures"');
    const look = html.indexOf('id="look"');
    const all = html.indexOf('id="all"');
    expect(failures).toBeGreaterThan(-1);
    expect(failures).toBeLessThan(look);
    expect(look).toBeLessThan(all);
    const failuresPart = html.slice(failures, look);
    expect(failuresPart).toContain('Account/Settings › Form');
    expect(failuresPart).toContain('Shell/Header › Signed in');
    expect(failuresPart).not.toContain('Shell/Footer');
    expect(html.slice(look, all)).toContain('Shell/Footer › Default');
    expect(html).toContain('<h2>Failures (2)</h2>');
  });

  it('shows baseline, actual and diff of a differing screenshot side by side, each opening the full image', () => {
    const card = html.slice(html.indexOf('id="r-fr-legal-mobile-shell-header--signed-in"'));
    const shots = card.slice(card.indexOf('class="shots"'), card.indexOf('</div>'));
    expect([...shots.matchAll(/<figcaption>([^<]+)/g)].map((m) => m[1])).toEqual([
      'Baseline',
      'Actual',
      'Diff',
    ]);
    expect(shots).toContain(
      '<a href="images/fr-legal-mobile/shell-header-signed-in-diff.png" target="_blank" rel="noopener"><img src="images/fr-legal-mobile/shell-header-signed-in-diff.png"',
    );
    expect(card).toContain('12819 pixels (ratio 0.02) differ.');
  });

  it("lists axe's violations with rule, impact, element, snippet and a link to the node in Storybook", () => {
    const card = html.slice(html.indexOf('id="r-main-desktop-account-settings--form"'));
    const table = card.slice(card.indexOf('<table class="axe">'), card.indexOf('</table>'));
    expect(table).toContain('<code>color-contrast</code>');
    expect(table).toContain('serious');
    expect(table).toContain('Elements must meet minimum color contrast ratio thresholds');
    expect(table).toContain('<code>.hint &gt; span</code>');
    expect(table).toContain('&lt;span class=&quot;hint&quot;&gt;Optional&lt;/span&gt;');
    expect(table).toContain(
      'href="http://localhost:6006/?path=/story/account-settings--form&amp;globals=brand:main&amp;addonPanel=storybook/a11y/panel&amp;a11ySelection=violations.color-contrast.1"',
    );
  });

  it('shows "No violations" and what axe passed for a passing story, one row per mode', () => {
    const all = html.slice(html.indexOf('id="all"'));
    const button = all.slice(all.indexOf('Design system/Button › Primary'));
    const row = button.slice(
      button.indexOf('<tr data-mode'),
      button.indexOf('</tr>', button.indexOf('<tr data-mode')),
    );
    expect(row).toContain('data-mode="main-desktop"');
    expect(row).toContain('data-state="passed"');
    expect(row).toContain('No violations');
    expect(row).toContain('31 rules passed');
    expect(row).toContain('2 to review by hand');
    expect(row).toContain(
      'src="../../__screenshots__/main-desktop/design-system-button-primary.png" alt="Primary, main-desktop" loading="lazy"',
    );
  });

  it('escapes what the stories and failures contain', () => {
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });

  it('filters modes and results with checkboxes and CSS alone', () => {
    expect(html).not.toContain('<script');
    expect(html).toContain('<input type="checkbox" id="show-mode-fr-legal-mobile" checked>');
    expect(html).toContain(
      'body:has(#show-mode-fr-legal-mobile:not(:checked)) [data-mode="fr-legal-mobile"]{display:none}',
    );
    expect(html).toContain(
      'body:has(#show-state-failed:not(:checked)) [data-state="failed"]{display:none}',
    );
    // A story's group shows while one of its rows does: one rule per mode × result present.
    expect(html).toContain(
      'body:has(#show-mode-fr-legal-mobile:checked):has(#show-state-failed:checked) tbody:has(>tr[data-mode="fr-legal-mobile"][data-state="failed"]){display:table-row-group}',
    );
    expect(html).not.toContain('#show-mode-fr-legal-mobile:checked):has(#show-state-passed');
  });

  it('says so when nothing failed, and shows errors outside the stories first', () => {
    const clean = page([entry()]);
    expect(clean).toContain('No failures.');
    const broken = renderReport({
      entries: [entry()],
      modes: ['main-desktop'],
      generatedAt: new Date(0),
      outsideErrors: ['stories/ds/Broken.stories.tsx: SyntaxError'],
    });
    expect(broken.indexOf('Errors outside the stories (1)')).toBeLessThan(
      broken.indexOf('id="failures"'),
    );
  });
});
