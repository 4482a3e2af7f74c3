import type { Page } from 'playwright-core';
import { DEMO_MANAGER_PASSWORD } from '../../backend/src/demo/seed-demo-venues';
import { logInThroughForm, newBrowserContext } from '../support/browser';
import { browserSuite } from '../support/browser-suite';
import { pngImage, sendForm } from '../api/venues-fixtures';

/**
 * The headers that make a browser defend the site (CSP, no framing, no sniffing, referrer policy,
 * HSTS over HTTPS), and the built app working under that CSP: every public page and dashboard
 * screen visited in Chromium without one Content-Security-Policy violation.
 */
browserSuite('Security headers', { env: { SEED_DEMO: 'true', TRUST_PROXY: 'loopback' } }, (suite) => {
  const headersOf = async (path: string, init: RequestInit = {}) => (await fetch(suite.url(path), init)).headers;

  it('every answer (page, API, uploaded image) carries them, and none says X-Powered-By', async () => {
    const uploaded = await sendForm(suite.app.baseUrl, 'PUT', '/api/site/sliders', {}, [{ field: 'image1', content: await pngImage(), filename: 'a.png' }], suite.adminToken);
    expect(uploaded.status).toBe(200);
    const imageUrl: string = uploaded.body[0].link;

    // Each twice: the second answer of a public page or read comes from the read cache, before Express.
    for (const path of ['/', '/', '/dashboard/settings', '/api/site', '/api/site', '/api/club?page=1&size=16', '/api/club?page=1&size=16', '/api/nepostojece', imageUrl]) {
      const headers = await headersOf(path);
      expect({ path, csp: headers.get('content-security-policy') }).toEqual({ path, csp: expect.stringContaining("script-src 'self'") });
      expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect({
        path,
        frame: headers.get('x-frame-options'),
        sniff: headers.get('x-content-type-options'),
        referrer: headers.get('referrer-policy'),
        poweredBy: headers.get('x-powered-by'),
      }).toEqual({
        path,
        frame: 'DENY',
        sniff: 'nosniff',
        referrer: 'strict-origin-when-cross-origin',
        poweredBy: null,
      });
      expect(headers.get('strict-transport-security')).toBeNull();
    }
    // Behind a trusted proxy that terminated HTTPS.
    expect((await headersOf('/', { headers: { 'x-forwarded-proto': 'https' } })).get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
  });

  /** Visits each path and returns every CSP violation the page reported. */
  async function violationsVisiting(page: Page, paths: string[]): Promise<string[]> {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
    });
    await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(`${location.pathname}: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    for (const path of paths) {
      await page.goto(suite.url(path), { waitUntil: 'load' });
      // The page itself, not the picture preloads React's render puts first in it.
      await page.locator('#root > :not(link)').first().waitFor();
      await page.waitForTimeout(400);
    }
    return violations;
  }

  it('the public pages and the auth screens run without a CSP violation', async () => {
    const venueId = (await suite.api.get('/api/club?size=1')).body.data[0]._id;
    const { page, context } = suite;
    const violations = await violationsVisiting(page, [
      '/',
      '/events',
      '/clubs',
      '/about',
      '/contact',
      `/club/${venueId}`,
      `/club/${venueId}/events`,
      `/club/${venueId}/contact`,
      '/auth/login',
      '/auth/register',
      '/auth/change-password',
      `/auth/reset-password/${'a'.repeat(43)}`,
      '/nema-ove-strane',
    ]);
    await context.close();
    expect(violations).toEqual([]);
  });

  it('the admin and manager dashboards run without a CSP violation', async () => {
    const screens = {
      admin: [
        suite.app.admin.email,
        suite.app.admin.password,
        [
          '/dashboard/reservation',
          '/dashboard/settings',
          '/dashboard/settings/slider',
          '/dashboard/users-list',
          '/dashboard/staff',
          '/dashboard/events',
          '/dashboard/object-list',
          '/dashboard/coupons',
          '/profile',
        ],
      ],
      manager: [
        'menadzer.ponoc@izlazak.rs',
        DEMO_MANAGER_PASSWORD,
        [
          '/dashboard/reservation',
          '/dashboard/settings',
          '/dashboard/settings/slider',
          '/dashboard/settings/working-hours',
          '/dashboard/settings/tables',
          '/dashboard/menu',
          '/dashboard/staff',
        ],
      ],
    } as const;
    const violations: string[] = [];
    for (const [login, password, paths] of Object.values(screens)) {
      const context = await newBrowserContext(suite.browser);
      const page = await context.newPage();
      await page.goto(suite.url('/auth/login'));
      await logInThroughForm(page, login, password);
      await page.getByText('Uspešno ste se prijavili!').waitFor();
      violations.push(...(await violationsVisiting(page, [...paths])));
      await context.close();
    }
    expect(violations).toEqual([]);
  });

  it('the API documentation page runs under the same policy', async () => {
    const { page, context } = suite;
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(suite.url('/api/docs'), { waitUntil: 'load' });
    await page.getByText('Izlazak API').first().waitFor();
    await context.close();
    expect(violations).toEqual([]);
  });

  it('the policy does stop a script injected into the page', async () => {
    const { page, context } = suite;
    await page.goto(suite.url('/'));
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.appendChild(script);
      return (window as unknown as { injected?: boolean }).injected === true;
    });
    await context.close();
    expect(ran).toBe(false);
  });
});
