import { readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { join } from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(?:js|css|html|json|svg|txt)$/;
// Below this, the compressed copy saves less than a packet and costs a file lookup.
const MIN_BYTES = 1024;

function filesBelow(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? filesBelow(path) : [path];
  });
}

/**
 * Writes `name.br` and `name.gz` beside every compressible file of a build folder; answers how many it compressed.
 * zlib's asynchronous calls run on libuv's thread pool: every core compresses, not the build's one thread.
 */
export async function compressBuild(dir: string): Promise<number> {
  const files = filesBelow(dir).filter((file) => COMPRESSIBLE.test(file));
  const done = await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      if (content.length < MIN_BYTES) return false;
      const params = {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      };
      const [br, gz] = await Promise.all([brotli(content, { params }), gzipped(content, { level: 9 })]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      return true;
    }),
  );
  return done.filter(Boolean).length;
}

/**
 * Production builds ship precompressed copies (brotli and gzip) of their text assets, so a static server (the dev
 * platform's, nginx's `gzip_static`/`brotli_static`, a CDN) sends them without compressing on every request.
 */
export function compressAssetsPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'switchboard:compress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    async closeBundle() {
      await compressBuild(outDir);
    },
  };
}
