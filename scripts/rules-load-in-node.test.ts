import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

const sources = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' });

/** Every feature's pure decisions: `rules.ts` and `<topic>Rules.ts` under src/. */
const rulesFiles = sources
  .filter((file) => /(^|\/)([a-z][A-Za-z]*Rules|rules)\.ts$/.test(file))
  .map((file) => path.join('src', file));

/** The account domain the features' rules and the server build on. */
const domainFiles = sources
  .filter((file) => /^account\/domain\/[^/]+\.ts$/.test(file) && !file.endsWith('.test.ts'))
  .map((file) => path.join('src', file));

/**
 * Imports each file in a plain Node process (TypeScript stripped by tsx, no bundler, no
 * vanilla-extract plugin, no DOM) and answers the ones that failed, with the first line of why.
 */
function failuresInPlainNode(files: string[]): string[] {
  const script = `
    const failed = [];
    for (const file of process.argv.slice(1)) {
      try { await import(new URL(file, 'file://${root}/').href); }
      catch (error) { failed.push(file + ': ' + String(error?.message).split('\\n')[0]); }
    }
    console.log(JSON.stringify(failed));`;
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script, ...files],
    { cwd: root, encoding: 'utf8' },
  );
  return JSON.parse(out.trim().split('\n').at(-1) ?? '[]') as string[];
}

// Each check starts a Node process that compiles its files with tsx: seconds beside the story
// browsers on two cores, over Vitest's 5 s for a unit test. A limit for a hang.
describe('pure rules', { timeout: 60_000 }, () => {
  it('every rules.ts loads in plain Node, with no UI, styles or browser around it', () => {
    expect(rulesFiles.length).toBeGreaterThan(25);
    expect(failuresInPlainNode(rulesFiles)).toEqual([]);
  });

  it('the account domain loads in plain Node too', () => {
    expect(domainFiles).toContain('src/account/domain/subscription.ts');
    expect(failuresInPlainNode(domainFiles)).toEqual([]);
  });

  it('the check fails a module that pulls in styles', () => {
    const styled = 'src/shell/footer/Footer.css.ts';
    expect(failuresInPlainNode([styled])).toEqual([expect.stringContaining(styled)]);
  });
});
