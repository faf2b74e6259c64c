import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
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

/** Writes `name.br` and `name.gz` beside every compressible file of a build folder; answers how many it compressed. */
export function compressBuild(dir: string): number {
  const files = filesBelow(dir).filter((file) => COMPRESSIBLE.test(file));
  let compressed = 0;
  for (const file of files) {
    const content = readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    compressed++;
  }
  return compressed;
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
    closeBundle() {
      compressBuild(outDir);
    },
  };
}
