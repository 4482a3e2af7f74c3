import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
// Shared with the Lighthouse benchmark (test/bench/lighthouse-bench.mjs), so both measure the same Chromium.
import QUIET_HEADLESS_FLAGS from './chromium-flags.json';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const FRONTEND_INDEX = path.resolve(__dirname, '..', '..', 'frontend', 'dist', 'index.html');

/** Why browser tests cannot run here, or null when they can. */
export function chromiumMissing(): string | null {
  return fs.existsSync(CHROMIUM_PATH) ? null : `Chromium not found at ${CHROMIUM_PATH}: run .ci/run or apt-get install chromium`;
}

/** Debian's Chromium driven by playwright-core, headless and quiet on the network; `extraArgs` add switches (a fake camera…). */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  const missing = chromiumMissing();
  if (missing) throw new Error(missing);
  if (!fs.existsSync(FRONTEND_INDEX)) {
    throw new Error(`The built frontend is missing (${FRONTEND_INDEX}): run npm run build -w frontend`);
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...QUIET_HEADLESS_FLAGS, '--disable-quic', ...extraArgs],
  });
}

/**
 * `describe` for browser suites. Without Chromium the suite is skipped with the reason printed,
 * except under CI=true, where launchBrowser's error fails it: CI must never skip silently.
 */
export function describeInBrowser(name: string, suite: () => void): void {
  const missing = chromiumMissing();
  if (missing && process.env.CI !== 'true') {
    process.stderr.write(`Skipping browser suite "${name}": ${missing}\n`);
    describe.skip(name, suite);
    return;
  }
  // A browser story walks through several screens; on a loaded two-core CI machine one can take well
  // over the default minute without anything being wrong. Each step still waits at most 15 seconds.
  jest.setTimeout(150_000);
  describe(name, suite);
}

/** A laptop, or a phone at the door (390 px wide, touch). */
export type Screen = 'laptop' | 'phone';

export const PHONE = { width: 390, height: 844 };

const SCREENS = {
  laptop: { viewport: { width: 1366, height: 900 } },
  phone: { viewport: PHONE, isMobile: true, hasTouch: true },
} as const;

/** A fresh context for one test (no token, no cache from the previous one), in Serbian on a laptop screen or a phone. */
export async function newBrowserContext(browser: Browser, screen: Screen = 'laptop'): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'sr-Latn-RS', ...SCREENS[screen] });
  context.setDefaultTimeout(15_000);
  return context;
}

/** Hydrated: React has taken #root over (its handlers are attached) and the browser is idle. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer')));
  await page.waitForLoadState('networkidle');
}

/** Fills and sends the login form that is on the page. */
export async function logInThroughForm(page: Page, login: string, password: string): Promise<void> {
  await page.getByLabel('Email ili korisničko ime').fill(login);
  await page.getByLabel(/^Lozinka/).fill(password);
  await page.getByRole('button', { name: 'Prijavi se' }).click();
}

/** The texts of every match, once the first is in the page: allTextContents alone does not wait. */
export async function textsOnceShown(locator: Locator): Promise<string[]> {
  await locator.first().waitFor({ state: 'attached' });
  return locator.allTextContents();
}
