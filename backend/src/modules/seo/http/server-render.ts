import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The frontend's server entry (frontend/src/entry-server.tsx, built by `vite build --ssr`). */
interface ServerEntry {
  render(url: string, reads: { origin: string; fetch: typeof fetch }): Promise<{ html: string; stateScript: string }>;
}

/** The stylesheets the client build lists for the pages (frontend/vite.config.ts, PAGE_STYLES_FILE). */
interface PageStyles {
  app: string[];
  pages: [path: string, files: string[]][];
}

/** A public page as React rendered it, and the API addresses (path and query) it was read from. */
export interface RenderedPage {
  html: string;
  reads: string[];
}

/** The boot shell, up to the end of the body. */
const ROOT = /<div id="root">[\s\S]*<\/div>(?=\s*<\/body>)/;
const STYLESHEET_LOADER = /<script data-app-styles>[\s\S]*?<\/script>/;
/** index.html's hints for a first visit (frontend/vite.config.ts, FIRST_VISIT): the page's chunks, fetched next to the entry. */
const FIRST_VISIT_HINTS = /<script>\(function\(t,p\)[\s\S]*?<\/script>/;

/**
 * Renders the public pages with the frontend's own components, into the page's HTML: the app's
 * markup in #root, the reads it used for the browser's store, and the stylesheets it needs in its
 * head (the page is seen styled from its first paint, and then hydrated). Reads go to this
 * server's own API, anonymously, so they are the read cache's answers.
 */
export class ServerRender {
  private entry: Promise<ServerEntry | null> | null = null;
  private styles: Promise<PageStyles | null> | null = null;

  constructor(private readonly distDir: string) {}

  /** The page in the template, or null when the server entry is not built (the app renders it in the browser). */
  async page(template: string, url: string, origin: string): Promise<RenderedPage | null> {
    const [entry, styles] = await Promise.all([this.serverEntry(), this.pageStyles()]);
    if (!entry || !styles) return null;
    const reads: string[] = [];
    const readThrough: typeof fetch = (input, init) => {
      const address = new URL(input instanceof Request ? input.url : String(input));
      reads.push(address.pathname + address.search);
      return fetch(input, init);
    };
    const { html, stateScript } = await entry.render(url, { origin, fetch: readThrough });
    const inline = await this.inlineStyles(stylesheetsOf(styles, new URL(url, origin).pathname));
    const page = template
      .replace(STYLESHEET_LOADER, () => inline)
      // The page is painted from its HTML: its chunks are fetched once the entry asks for them, not before the first paint.
      .replace(FIRST_VISIT_HINTS, '')
      .replace(ROOT, () => `<div id="root">${html}</div>${stateScript}`);
    return { html: page, reads };
  }

  /**
   * The page's stylesheets written into its head: a phone paints the page with the HTML alone,
   * without waiting on a round trip per stylesheet (they are a few KB compressed with the page).
   * Each comes with a disabled link to its file, never fetched: Vite's loader, which brings a lazy
   * chunk's stylesheets, sees by it that the sheet is here. Without it the loader would fetch the
   * app's stylesheet again and append it last, and Bootstrap would override the pages' own rules.
   */
  private async inlineStyles(hrefs: string[]): Promise<string> {
    const sheets = await Promise.all(hrefs.map((href) => this.stylesheet(href)));
    return sheets.map((css, index) => `<style data-href="${hrefs[index]}">${css}</style><link rel="stylesheet" href="${hrefs[index]}" disabled>`).join('');
  }

  private readonly stylesheets = new Map<string, Promise<string>>();

  private stylesheet(href: string): Promise<string> {
    let css = this.stylesheets.get(href);
    if (!css) {
      // Built CSS never holds '</style' (it would end the element early): a file that did is left out, not broken.
      css = fs.readFile(path.join(this.distDir, href), 'utf8').then((text) => (text.includes('</style') ? '' : text));
      this.stylesheets.set(href, css);
    }
    return css;
  }

  private serverEntry(): Promise<ServerEntry | null> {
    const file = path.join(this.distDir, '..', 'dist-server', 'entry-server.cjs');
    return (this.entry ??= fs.access(file).then(
      () => createRequire(__filename)(file) as ServerEntry,
      () => null,
    ));
  }

  private pageStyles(): Promise<PageStyles | null> {
    const file = path.join(this.distDir, '.vite', 'page-styles.json');
    return (this.styles ??= fs.readFile(file, 'utf8').then(
      (json) => JSON.parse(json) as PageStyles,
      () => null,
    ));
  }
}

function stylesheetsOf(styles: PageStyles, urlPath: string): string[] {
  const page = styles.pages.find(([pattern]) => new RegExp(pattern).test(urlPath));
  return [...styles.app, ...(page?.[1] ?? [])];
}
