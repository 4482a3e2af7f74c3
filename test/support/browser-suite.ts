import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startTestApp, type TestApp } from './app';
import { describeInBrowser, launchBrowser, logInThroughForm, newBrowserContext, type Screen } from './browser';
import { apiClient, type Api } from './http';

export interface BrowserSuiteOptions {
  /** The app's environment on top of startTestApp's (RATE_LIMIT_PER_WINDOW, SEED_DEMO, …). */
  env?: Record<string, string>;
  /** The screen every page of the suite opens on: a laptop unless said otherwise. */
  screen?: Screen;
  /**
   * 'test' (the default): a fresh context and page for each test, so no token or cache carries
   * over; 'suite': one for the whole suite, for stories that keep one login across tests.
   */
  contextPer?: 'test' | 'suite';
  /** Chromium switches on top of launchBrowser's, e.g. a fake camera that films a file. */
  browserArgs?: readonly string[];
}

/** What a browser suite's tests and hooks use. Read it in hooks and tests: it is filled in beforeAll/beforeEach. */
export interface BrowserSuite {
  readonly app: TestApp;
  /** An API client for the app, and a token of its admin. */
  readonly api: Api;
  readonly adminToken: string;
  readonly browser: Browser;
  /** The current test's context and page (the suite's, with contextPer 'suite'). */
  readonly context: BrowserContext;
  readonly page: Page;
  /** The app's address of a path. */
  url(path: string): string;
  /** Logs in through the login form (on the suite's page unless another is given) and waits for the dashboard. */
  logIn(login: string, password: string, page?: Page): Promise<void>;
  /** The same, as the app's admin. */
  logInAsAdmin(page?: Page): Promise<void>;
  /** Closes the current context and opens a fresh one on another screen; returns its page (suite.page from then on). */
  reopenOn(screen: Screen): Promise<Page>;
}

type SuiteBody = (suite: BrowserSuite) => void;

/**
 * A browser suite: the app on a fresh database, Chromium, an API client with the admin logged in,
 * and a context and page for each test, all torn down after. Skipped without Chromium, except
 * under CI=true (see describeInBrowser). The suite's own hooks run before the body's set-up hooks
 * and after its tear-down hooks, so the body can use the app, the browser and the page in both.
 */
export function browserSuite(name: string, body: SuiteBody): void;
export function browserSuite(name: string, options: BrowserSuiteOptions, body: SuiteBody): void;
export function browserSuite(name: string, optionsOrBody: BrowserSuiteOptions | SuiteBody, maybeBody?: SuiteBody): void {
  const [options, body] = typeof optionsOrBody === 'function' ? [{}, optionsOrBody] : [optionsOrBody, maybeBody!];
  const perTest = (options.contextPer ?? 'test') === 'test';

  describeInBrowser(name, () => {
    let app: TestApp;
    let api: Api;
    let adminToken: string;
    let browser: Browser;
    let context: BrowserContext | undefined;
    let page: Page;

    const openPage = async (screen = options.screen) => {
      context = await newBrowserContext(browser, screen);
      page = await context.newPage();
    };
    const closePage = async () => {
      await context?.close();
      context = undefined;
    };

    const url = (path: string) => `${app.baseUrl}${path}`;
    const suite: BrowserSuite = {
      get app() {
        return app;
      },
      get api() {
        return api;
      },
      get adminToken() {
        return adminToken;
      },
      get browser() {
        return browser;
      },
      get context() {
        return context!;
      },
      get page() {
        return page;
      },
      url,
      async logIn(login, password, on = page) {
        await on.goto(url('/auth/login'));
        await logInThroughForm(on, login, password);
        await on.waitForURL(url('/dashboard/reservation'));
      },
      logInAsAdmin: (on = page) => suite.logIn(app.admin.email, app.admin.password, on),
      async reopenOn(screen) {
        await closePage();
        await openPage(screen);
        return page;
      },
    };

    // Starting with SEED_DEMO fills a dozen venues: minutes, not seconds, on a loaded machine.
    beforeAll(
      async () => {
        browser = await launchBrowser(options.browserArgs);
        app = await startTestApp({ env: options.env });
        api = apiClient(app.baseUrl, { mailDir: app.mailDir });
        adminToken = await api.login(app.admin.email, app.admin.password);
        if (!perTest) await openPage();
      },
      options.env?.SEED_DEMO === 'true' ? 360_000 : 180_000,
    );
    if (perTest) beforeEach(() => openPage());

    body(suite);

    if (perTest) afterEach(closePage);
    afterAll(async () => {
      await closePage();
      await browser?.close();
      await app?.stop();
    });
  });
}
