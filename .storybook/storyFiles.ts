import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { combineTags } from 'storybook/internal/csf';
import { loadCsf } from 'storybook/internal/csf-tools';

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
 * Every story file under `stories/`, read as Storybook's test plugin reads it: each story's tags
 * are the defaults, the meta's and its own, combined (`!tag` removes one). The preview's tags
 * (`autodocs`) are left out: no project filters on them.
 */
export function readStoryFiles(root: string): StoryFile[] {
  const dir = path.join(root, 'stories');
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.stories\.tsx?$/.test(file))
    .map((file) => {
      const fileName = path.join(dir, file);
      const csf = loadCsf(readFileSync(fileName, 'utf8'), {
        fileName,
        makeTitle: (title) => title ?? file,
      }).parse();
      const metaTags = csf.meta.tags ?? [];
      return {
        file: path.join('stories', file),
        metaTags,
        storyTags: csf.indexInputs.map((story) =>
          combineTags('test', 'dev', ...(story.tags ?? [])),
        ),
      };
    });
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
