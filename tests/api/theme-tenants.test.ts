import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../dev-platform/platform';
import { DEFAULT_THEME_CONTENT } from '../../dev-platform/db/seed/seedDatabase';
import type { ApplicationConfiguration } from '../../src/shared/wire/home';
import { startTestPlatform } from '../support/testPlatform';
import { api } from './http';
import { sessionFor, tenantIdOf, type Session } from './session';

let platform: Platform;
let admin: Session;
let operator: Session;
const PATH = '/api/home/application-configuration';
const themeOf = async (session?: Session, tenant?: number) =>
  ((await api(platform.url, PATH, { token: session?.token, tenant })).body as ApplicationConfiguration).theme;
const save = (session: Session, theme: unknown, tenant?: number) =>
  session.call(PATH, { method: 'POST', body: { theme }, tenant });

beforeAll(async () => {
  platform = await startTestPlatform();
  admin = await sessionFor(platform, 'admin');
  operator = await sessionFor(platform, 'operator');
});
afterAll(async () => platform?.close());

const red = JSON.stringify({ title: 'Red Switchboard', colors: { primary: '#c62828' } });

describe('themes per tenant', () => {
  it('saves the context tenant theme; other tenants and anonymous callers keep the platform theme', async () => {
    const saved = await save(admin, red);
    expect(saved.status).toBe(200);
    expect((saved.body as ApplicationConfiguration).theme.content).toBe(red);
    expect((await themeOf(admin)).content).toBe(red);
    expect((await themeOf(operator)).content).toBe(DEFAULT_THEME_CONTENT);
    expect((await themeOf()).content).toBe(DEFAULT_THEME_CONTENT);
  });

  it('follows the tenant context: an admin themes another tenant and sees it only in that context', async () => {
    const acme = tenantIdOf(platform, 'Acme Telecom');
    const green = JSON.stringify({ title: 'Acme', colors: { primary: '#2e7d32' } });
    expect((await save(admin, green, acme)).status).toBe(200);
    expect((await themeOf(operator)).content).toBe(green);
    expect((await themeOf(admin, acme)).content).toBe(green);
    expect((await themeOf(admin)).content).toBe(red);
    // Resetting (empty theme) returns that tenant to the platform theme only.
    expect((await save(admin, '', acme)).status).toBe(200);
    expect((await themeOf(operator)).content).toBe(DEFAULT_THEME_CONTENT);
    expect((await themeOf(admin)).content).toBe(red);
  });

  it('answers the platform theme for an invalid token instead of failing', async () => {
    const { status, body } = await api(platform.url, PATH, { token: 'not-a-token' });
    expect(status).toBe(200);
    expect((body as ApplicationConfiguration).theme.content).toBe(DEFAULT_THEME_CONTENT);
  });

  it('needs Settings/modify-theme and refuses what is no JSON object', async () => {
    expect((await save(operator, red)).status).toBe(403);
    expect((await save(admin, '{nope')).status).toBe(400);
    expect((await save(admin, '[1]')).status).toBe(400);
    expect((await save(admin, 42)).status).toBe(400);
  });
});

describe('theme assets', () => {
  const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
  const upload = (session: Session, body: unknown) =>
    session.call('/api/home/theme-assets', { method: 'POST', body });

  it('stores an uploaded image and serves it publicly from this origin', async () => {
    const response = await upload(admin, { contentType: 'image/png', data: PNG.toString('base64') });
    expect(response.status).toBe(201);
    const { source } = response.body as { source: string };
    expect(source).toMatch(/^\/api\/home\/theme-assets\/[0-9a-f]{32}$/);
    const served = await fetch(`${platform.url}${source}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
  });

  it('checks type, content and size, and needs Settings/modify-theme', async () => {
    const svg = Buffer.from('<svg onload="alert(1)"/>').toString('base64');
    expect((await upload(admin, { contentType: 'image/svg+xml', data: svg })).status).toBe(400);
    expect((await upload(admin, { contentType: 'image/png', data: svg })).status).toBe(400);
    expect((await upload(admin, { contentType: 'image/png', data: '***' })).status).toBe(400);
    const huge = Buffer.concat([PNG, Buffer.alloc(300 * 1024)]).toString('base64');
    expect((await upload(admin, { contentType: 'image/png', data: huge })).status).toBe(400);
    expect((await upload(operator, { contentType: 'image/png', data: PNG.toString('base64') })).status).toBe(
      403,
    );
    expect((await api(platform.url, '/api/home/theme-assets/99999')).status).toBe(404);
  });
});
