import { describe, expect, it } from 'vitest';
import {
  a11yOf,
  globalsParam,
  modeOfProject,
  needsALook,
  type ReportEntry,
  screenshotName,
  screenshotsOf,
  storyUrl,
  stripAnsi,
  summarize,
  type TestInput,
  titleFromSource,
  toEntry,
} from './model';

const esc = String.fromCharCode(27);

/** axe's violation as addon-a11y hands it over (trimmed from a real run). */
const imageAlt = {
  id: 'image-alt',
  impact: 'critical',
  tags: ['wcag2a', 'wcag111'],
  description: 'Ensure <img> elements have alternative text or a role of none or presentation',
  help: 'Images must have alternative text',
  helpUrl: 'https://dequeuniversity.com/rules/axe/4.14/image-alt?application=axeAPI',
  nodes: [
    {
      id: 'violations.image-alt.1',
      any: [],
      all: [],
      none: [],
      impact: 'critical',
      html: '<img width="20" height="20" src="x.gif">',
      target: ['img'],
      failureSummary: 'Fix any of the following:\n  Element does not have an alt attribute',
    },
  ],
};

const passedReport = {
  type: 'a11y',
  version: 1,
  status: 'passed',
  result: { violations: [], passes: [{ id: 'a' }, { id: 'b' }], incomplete: [{ id: 'c' }] },
};

/** What `toHaveNoViolations` throws: the message, and axe's violations as `actual`. */
const axeError = {
  message: `${esc}[2mexpect(${esc}[22mreceived).toHaveNoViolations(expected)\n\nExpected the HTML found at $('img') to have no violations`,
  actual: [imageAlt],
};

const mismatchArtifact = {
  type: 'story-screenshot',
  outcome: 'mismatch',
  message: 'Screenshot does not match the stored reference: 12819 pixels differ.',
  attachments: [
    { name: 'reference', path: '/r/.vitest-attachments/aaa.png', width: 1, height: 1 },
    { name: 'actual', path: '/r/.vitest-attachments/bbb.png', width: 1, height: 1 },
    { name: 'diff', path: '/r/.vitest-attachments/ccc.png', width: 1, height: 1 },
  ],
};

function input(overrides: Partial<TestInput> = {}): TestInput {
  return {
    projectName: 'stories:main-mobile (chromium)',
    storyId: 'design-system-button--primary',
    name: 'Primary',
    title: 'Design system/Button',
    file: 'stories/ds/Button.stories.tsx',
    state: 'passed',
    retries: 0,
    flaky: false,
    durationMs: 120,
    errors: [],
    reports: [passedReport],
    artifacts: [],
    baseline: '/r/__screenshots__/main-mobile/design-system-button-primary.png',
    globals: { brand: 'main', locale: 'en-US', viewport: { value: 'mobile', isRotated: false } },
    storybookUrl: 'http://localhost:6006',
    ...overrides,
  };
}

describe('modeOfProject', () => {
  it('takes the mode out of a story project name, with or without the browser', () => {
    expect(modeOfProject('stories:main-desktop (chromium)')).toBe('main-desktop');
    expect(modeOfProject('stories:main-fr-CA')).toBe('main-fr-CA');
    expect(modeOfProject('unit')).toBeUndefined();
    expect(modeOfProject('server')).toBeUndefined();
  });
});

describe('screenshotName', () => {
  it('names the baseline file as the screenshot check does', () => {
    expect(screenshotName('scratch-report--missing-alt')).toBe('scratch-report-missing-alt');
    expect(screenshotName('account-app-pages--cancel-landing-v-2')).toBe(
      'account-app-pages-cancel-landing-v-2',
    );
  });
});

describe('titleFromSource', () => {
  it("reads the meta's title, and falls back on the id", () => {
    const source = `const meta = {\n  title: 'Shell/Metadata/PageMetadata',\n};\nexport const X = { args: { title: 'Other' } };`;
    expect(titleFromSource(source, 'shell-metadata-pagemetadata--x')).toBe(
      'Shell/Metadata/PageMetadata',
    );
    expect(titleFromSource('const meta = {};', 'design-system-button--primary')).toBe(
      'design-system-button',
    );
    expect(titleFromSource(undefined, 'a--b')).toBe('a');
  });
});

describe('storyUrl', () => {
  it("writes the mode's globals the way Storybook's URL reads them", () => {
    expect(
      globalsParam({
        brand: 'legal-contracts',
        locale: 'fr-CA',
        viewport: { value: 'mobile', isRotated: false },
        dropped: 'a/b',
      }),
    ).toBe('brand:legal-contracts;locale:fr-CA;viewport.value:mobile;viewport.isRotated:!false');
    expect(storyUrl('http://localhost:6006/', 'ds-button--primary', { brand: 'main' })).toBe(
      'http://localhost:6006/?path=/story/ds-button--primary&globals=brand:main',
    );
    expect(storyUrl('http://sb', 'x--y', {}, 'violations.image-alt.1')).toBe(
      'http://sb/?path=/story/x--y&addonPanel=storybook/a11y/panel&a11ySelection=violations.image-alt.1',
    );
  });
});

describe('a11yOf', () => {
  it('counts what axe passed when the story passed', () => {
    expect(a11yOf([{ type: 'other' }, passedReport], [])).toEqual({
      status: 'passed',
      violations: [],
      passes: 2,
      incomplete: 1,
    });
  });

  it('takes the violations of a failing story from the error axe threw', () => {
    // The addon keeps no report for a story that threw; its reports carry only the error.
    const result = a11yOf(undefined, [{ message: 'other failure' }, axeError]);
    expect(result.status).toBe('failed');
    expect(result.violations).toEqual([
      {
        id: 'image-alt',
        impact: 'critical',
        help: 'Images must have alternative text',
        helpUrl: imageAlt.helpUrl,
        nodes: [
          {
            target: 'img',
            html: '<img width="20" height="20" src="x.gif">',
            failureSummary: imageAlt.nodes[0]?.failureSummary,
            selection: 'violations.image-alt.1',
          },
        ],
      },
    ]);
  });

  it('keeps the violations of a todo story as a warning', () => {
    const todo = { ...passedReport, status: 'warning', result: { violations: [imageAlt] } };
    const result = a11yOf([todo], []);
    expect(result.status).toBe('warning');
    expect(result.violations.map((v) => v.id)).toEqual(['image-alt']);
  });

  it('joins shadow-DOM paths and several targets', () => {
    const nested = {
      ...imageAlt,
      nodes: [{ ...imageAlt.nodes[0], target: [['my-el', 'img'], '#b'] }],
    };
    expect(a11yOf([], [{ actual: [nested] }]).violations[0]?.nodes[0]?.target).toBe(
      'my-el >>> img, #b',
    );
  });

  it('says when axe itself failed, and when it did not run', () => {
    const crashed = {
      type: 'a11y',
      status: 'failed',
      result: { error: { message: 'axe is already running' } },
    };
    expect(a11yOf([crashed], [])).toEqual({
      status: 'error',
      violations: [],
      error: 'axe is already running',
    });
    expect(a11yOf(undefined, [{ message: 'play failed' }])).toEqual({
      status: 'not-run',
      violations: [],
    });
  });
});

describe('screenshotsOf', () => {
  it('takes reference, actual and diff from the last comparison', () => {
    const older = { ...mismatchArtifact, attachments: [] };
    expect(screenshotsOf([older, mismatchArtifact], '/base.png')).toEqual({
      kind: 'mismatch',
      baseline: '/base.png',
      reference: '/r/.vitest-attachments/aaa.png',
      actual: '/r/.vitest-attachments/bbb.png',
      diff: '/r/.vitest-attachments/ccc.png',
      message: 'Screenshot does not match the stored reference: 12819 pixels differ.',
    });
  });

  it('tells a new baseline, an unstable capture, a match and a story without screenshot apart', () => {
    const created = {
      type: 'story-screenshot',
      outcome: 'new',
      message: 'No existing reference screenshot: a new one was written. Look at it.',
      attachments: [{ name: 'reference', path: '/r/__screenshots__/m/new.png' }],
    };
    expect(screenshotsOf([created], '/base.png').kind).toBe('new');
    expect(screenshotsOf([{ ...created, outcome: 'updated' }], '/base.png').kind).toBe('new');
    const unstable = {
      type: 'story-screenshot',
      outcome: 'unstable',
      message: 'Could not capture a stable screenshot within 15000 ms: the page kept changing.',
      attachments: [{ name: 'reference', path: '/r/__screenshots__/m/last.png' }],
    };
    expect(screenshotsOf([unstable], '/base.png')).toMatchObject({
      kind: 'unstable',
      message: 'Could not capture a stable screenshot within 15000 ms: the page kept changing.',
    });
    expect(screenshotsOf([], '/base.png')).toEqual({ kind: 'match', baseline: '/base.png' });
    expect(screenshotsOf([{ type: 'internal:annotation' }], undefined)).toEqual({ kind: 'none' });
  });
});

describe('toEntry', () => {
  it("keeps each failure message once, without colours or Storybook's debug line", () => {
    const debug = `\n${esc}[34mClick to debug the error directly in Storybook: http://localhost:6006/?path=/story/x${esc}[39m\n\n`;
    const entry = toEntry(
      input({
        state: 'failed',
        retries: 2,
        errors: [
          { message: `${debug}${axeError.message}`, actual: axeError.actual },
          axeError,
          axeError,
        ],
        reports: undefined,
      }),
    );
    expect(entry.errors).toEqual([stripAnsi(axeError.message)]);
    expect(entry.mode).toBe('main-mobile');
    expect(entry.a11y.status).toBe('failed');
    expect(entry.storyUrl).toBe(
      'http://localhost:6006/?path=/story/design-system-button--primary&globals=brand:main;locale:en-US;viewport.value:mobile;viewport.isRotated:!false',
    );
  });
});

describe('toEntry of the token proof', () => {
  it("puts the proof's outcome before the screenshot's words, with the diff images kept", () => {
    const proof = {
      type: 'token-proof',
      message:
        'paints color.text.link (a "Aide" color); differs from the fr-legal desktop baseline',
    };
    const entry = toEntry(
      input({
        projectName: 'stories:token-proof (chromium)',
        artifacts: [mismatchArtifact, proof],
      }),
    );
    expect(entry.mode).toBe('token-proof');
    expect(entry.screenshots.kind).toBe('mismatch');
    expect(entry.screenshots.diff).toBe('/r/.vitest-attachments/ccc.png');
    expect(entry.screenshots.message).toBe(
      `Token proof: ${proof.message} Screenshot does not match the stored reference: 12819 pixels differ.`,
    );
    expect(needsALook(entry)).toBe(true);
  });

  it('says so for a story that does not paint the token and matches', () => {
    const proof = { type: 'token-proof', message: 'does not paint color.text.link; matches' };
    const entry = toEntry(input({ artifacts: [proof] }));
    expect(entry.screenshots.message).toBe(`Token proof: ${proof.message}`);
    expect(entry.screenshots.kind).toBe('match');
  });
});

describe('summarize and needsALook', () => {
  it('counts failures, mismatches and axe violations, and flags what passed only on a retry', () => {
    const entries: ReportEntry[] = [
      toEntry(input()),
      toEntry(input({ state: 'failed', artifacts: [mismatchArtifact] })),
      toEntry(input({ state: 'failed', errors: [axeError], reports: undefined })),
      toEntry(input({ flaky: true, artifacts: [mismatchArtifact] })),
      toEntry(input({ state: 'skipped', reports: undefined, baseline: undefined })),
    ];
    expect(entries.map(needsALook)).toEqual([false, false, false, true, false]);
    expect(summarize(entries)).toEqual({
      total: 5,
      passed: 2,
      failed: 2,
      skipped: 1,
      needsALook: 1,
      axeViolations: 1,
      screenshotMismatches: 1,
    });
  });
});
