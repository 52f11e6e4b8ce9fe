import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** The tags a story project runs (Storybook's Vitest plugin option `tags`). */
export interface TagFilter {
  include?: string[];
  exclude: string[];
}

/** A story file (relative to the repository) with its meta's tags and each story's final tags. */
export interface StoryFile {
  file: string;
  metaTags: string[];
  storyTags: string[][];
}

/**
 * Every story file under `stories/` with its meta's tags and each story's final tags, read by
 * Storybook's own CSF parser in a process of its own (./storyTags.mjs says why). The preview's
 * tags (`autodocs`) are left out: no project filters on them.
 */
export function readStoryFiles(root: string): StoryFile[] {
  const script = path.join(root, '.storybook/storyTags.mjs');
  return JSON.parse(execFileSync(process.execPath, [script, root], { encoding: 'utf8' }));
}

/** Storybook's own rule for whether a project runs a story with these tags. */
const runs = ({ include = ['test'], exclude }: TagFilter, tags: string[]) =>
  include.some((tag) => tags.includes(tag)) && !exclude.some((tag) => tags.includes(tag));

/**
 * The files of which a project runs no story: left out of it, rather than loaded in each of its
 * modes (the setup files, then the file and its imports) only to skip every story.
 */
export function filesWithNoStoryFor(files: StoryFile[], filter: TagFilter): string[] {
  return files
    .filter(({ storyTags }) => !storyTags.some((tags) => runs(filter, tags)))
    .map(({ file }) => file);
}

/** The files whose meta carries a tag that describes the whole file (`primitive`). */
export function filesTagged(files: StoryFile[], tag: string): string[] {
  return files.filter(({ metaTags }) => metaTags.includes(tag)).map(({ file }) => file);
}

/** Documentation pages: Storybook shows them, no project tests them. */
export const docsPages = ['stories/**/*.mdx'];
