// Prints every story file under `stories/` as JSON, with its meta's tags and each story's tags
// as Storybook's test plugin combines them (the defaults, the meta's and its own; `!tag` removes
// one). A process of its own: importing Storybook's CSF tools installs the expect globals of
// Storybook's bundled `@vitest/expect`, which Vitest's own expect then fails on in the process
// that loaded the config (the server project's global setup). Used by ./storyFiles.ts.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { combineTags } from 'storybook/internal/csf';
import { loadCsf } from 'storybook/internal/csf-tools';

const root = process.argv[2] ?? process.cwd();
const dir = path.join(root, 'stories');
const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.stories\.tsx?$/.test(file))
  .map((file) => {
    const fileName = path.join(dir, file);
    const csf = loadCsf(readFileSync(fileName, 'utf8'), {
      fileName,
      makeTitle: (title) => title ?? file,
    }).parse();
    return {
      file: path.join('stories', file),
      metaTags: csf.meta.tags ?? [],
      storyTags: csf.indexInputs.map((story) => combineTags('test', 'dev', ...(story.tags ?? []))),
    };
  });
process.stdout.write(JSON.stringify(files));
