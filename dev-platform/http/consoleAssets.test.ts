import Fastify from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressBuild } from '../../scripts/compressAssetsPlugin';
import { cacheControlOf, serveConsoleBuild } from './consoleAssets';
import { applySecurityHeaders, contentSecurityPolicy } from './securityHeaders';

const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
let dir: string;
const app = Fastify();
const policy = contentSecurityPolicy({ connectOrigins: [], frameable: false, devVite: false });
app.addHook('onRequest', (request, reply, done) => {
  applySecurityHeaders(reply.raw, request.url, { normal: policy, frameable: policy });
  done();
});

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'console-build-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), script);
  writeFileSync(join(dir, 'assets', 'tiny-def456.js'), 'export {};');
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><title>Switchboard</title>${'<!-- -->'.repeat(200)}`,
  );
  expect(await compressBuild(dir)).toBe(2); // the tiny file is not worth compressing
  await serveConsoleBuild(app, dir);
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('serving the console build', () => {
  it('sends the precompressed brotli copy, cached for a year as immutable', async () => {
    const response = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
    expect(response.rawPayload.length).toBeLessThan(script.length / 10);
  });

  it('falls back to gzip, then to the file itself', async () => {
    const gzip = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends hashed assets without validators or document policies, but keeps nosniff', async () => {
    const response = await app.inject({ url: '/assets/tiny-def456.js' });
    expect(response.body).toBe('export {};');
    for (const name of [
      'etag',
      'last-modified',
      'accept-ranges',
      'content-security-policy',
      'x-frame-options',
    ])
      expect(response.headers[name]).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const page = await app.inject({ url: '/' });
    expect(page.headers['content-security-policy']).toBe(policy);
    expect(page.headers.etag).toBeDefined();
  });

  it('revalidates index.html on every console path, compressed too', async () => {
    for (const url of ['/', '/flows/detail/1']) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<title>Switchboard</title>');
    }
  });
});

describe('cache lifetimes', () => {
  it('keeps hashed assets forever, the default favicon an hour, and revalidates the rest', () => {
    expect(cacheControlOf('/dist/assets/index-abc.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlOf('/dist/favicon.svg')).toBe('public, max-age=3600');
    expect(cacheControlOf('/dist/index.html')).toBe('no-cache');
    expect(cacheControlOf('/dist/resources/tags.json')).toBe('no-cache');
  });
});
