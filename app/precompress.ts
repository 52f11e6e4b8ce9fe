import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; fonts (woff2) and images are compressed already. */
export const compressibleFile = /\.(?:js|mjs|css|html|json|svg|txt|woff)$/;

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every text
 * file of the build, so the reference server sends compressed bytes without compressing per
 * request (its static route picks the variant by `Accept-Encoding`). A variant that would not
 * be smaller than the file itself is not written.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'legal-docs:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((file) => compressibleFile.test(file));
      await Promise.all(
        files.map(async (file) => {
          const absolute = path.join(outDir, file);
          const content = await readFile(absolute);
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipAsync(content, { level: 9 }),
          ]);
          if (br.length < content.length) await writeFile(`${absolute}.br`, br);
          if (gz.length < content.length) await writeFile(`${absolute}.gz`, gz);
        }),
      );
    },
  };
}
