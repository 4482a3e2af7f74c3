import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startTestApp, type TestApp } from '../support/app';

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET that leaves the body as sent, so the test sees the encoding a browser would receive. */
function rawGet(url: string, acceptEncoding?: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

describe('The built web app over HTTP: precompressed, cached by content hash', () => {
  const dist = path.resolve(__dirname, '../../frontend/dist');
  let app: TestApp;
  let entryScript: string;
  let stylesheet: string;

  beforeAll(async () => {
    const indexHtml = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    entryScript = indexHtml.match(/src="(\/assets\/[^"]+\.js)"/)![1]!;
    // The app's stylesheet is added by index.html's inline loader (see frontend/vite.config.ts).
    stylesheet = indexHtml.match(/"(\/assets\/index-[^"]+\.css)"/)![1]!;
    app = await startTestApp();
  });
  afterAll(() => app?.stop());

  it('sends the entry script brotli-encoded to a browser that accepts brotli, cached for a year', async () => {
    const response = await rawGet(`${app.baseUrl}${entryScript}`, 'gzip, deflate, br, zstd');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['vary']).toContain('Accept-Encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const original = fs.readFileSync(path.join(dist, entryScript));
    expect(brotliDecompressSync(response.body).equals(original)).toBe(true);
    expect(response.body.length).toBeLessThan(original.length / 2);
  });

  it('sends the stylesheet gzip-encoded to a client that only accepts gzip', async () => {
    const response = await rawGet(`${app.baseUrl}${stylesheet}`, 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toContain('text/css');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(gunzipSync(response.body).equals(fs.readFileSync(path.join(dist, stylesheet)))).toBe(true);
  });

  it('sends the file as it is to a client that accepts no encoding', async () => {
    const response = await rawGet(`${app.baseUrl}${entryScript}`);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['vary']).toContain('Accept-Encoding');
    expect(response.body.equals(fs.readFileSync(path.join(dist, entryScript)))).toBe(true);
  });

  it('answers a client route with index.html, compressed but revalidated on every visit', async () => {
    for (const route of ['/', '/clubs', '/dashboard/reservation']) {
      const response = await rawGet(`${app.baseUrl}${route}`, 'br');
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(response.body).toString()).toContain(entryScript);
    }
  });

  it('compresses a large API answer on the fly and leaves a small one alone', async () => {
    const openApi = await rawGet(`${app.baseUrl}/api/docs/openapi.json`, 'gzip');
    expect(openApi.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(openApi.body).toString())).toHaveProperty('openapi');

    const site = await rawGet(`${app.baseUrl}/api/site`, 'gzip');
    expect(site.status).toBe(200);
    expect(site.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(site.body.toString())).toHaveProperty('name');
  });

  it('never serves a file from outside the build', async () => {
    const response = await rawGet(`${app.baseUrl}/..%2f..%2fpackage.json`, 'br');
    expect(response.headers['content-type']).toContain('text/html');
    expect(brotliDecompressSync(response.body).toString()).not.toContain('"workspaces"');
  });
});
