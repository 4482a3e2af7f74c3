import { StrictMode, type ReactNode } from 'react';
import { renderToReadableStream, renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { CATALOGS, compileCatalog, isShownOnPages, LOCALE_PREFIX, localeOfPath, provideCatalog, type Locale } from '@izlazak/contracts';
import { QueryStatus } from '@reduxjs/toolkit/query';
import { api } from './api/api';
import type { ServerReads } from './api/base-query';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { MESSAGES_SCRIPT_ID } from './app/catalogs';
import { SERVER_STATE_ID, type ServerState } from './app/server-state';
import { createAppStore, type AppStore } from './app/store';

export type { ServerReads };

/** A page waits on reads that need an earlier read's answer at most this many times. */
const MOST_RENDERS = 4;

export interface RenderedPage {
  /** What goes inside #root. */
  html: string;
  /** The JSON scripts that hand the reads to the browser's store (app/server-state.ts reads it) and the page's messages to t() (app/catalogs.ts). */
  stateScript: string;
}

// The server renders every language: all three catalogs at hand.
for (const [locale, catalog] of Object.entries(CATALOGS)) provideCatalog(locale as Locale, catalog);

/**
 * A public page rendered as the browser will hydrate it: the same routes and components, with a
 * store of its own. The query hooks start their reads as the page renders; a render waits for
 * the page's code chunks, then for its reads, and the page renders again with the data, until a
 * render starts no new read: that render is the page. It is read whole only once every chunk and
 * read is there, so it holds no boundary still to stream in (and no script to reveal one).
 */
export async function render(url: string, reads: ServerReads): Promise<RenderedPage> {
  const store = createAppStore(undefined, reads);
  const locale = localeOfPath(new URL(url, 'http://page').pathname);
  const page = app(url, store, locale);
  let html: string | null = null;
  for (let pass = 0; pass < MOST_RENDERS && html === null; pass++) {
    const before = store.getState().api.queries;
    const rendered = await renderedWithItsChunks(page);
    await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
    if (store.getState().api.queries === before) html = await rendered.text();
    else await rendered.cancel();
  }
  html ??= renderToString(page);
  // A boundary React could not fill (a component that threw, a chunk still missing) would make the browser's render differ.
  if (html.includes('<!--$!-->') || html.includes('<!--$?-->')) throw new Error(`Server render of ${url} left a part to the browser`);
  return { html, stateScript: stateScriptOf(store) + messagesScriptOf(locale) };
}

function app(url: string, store: AppStore, locale: Locale) {
  return (
    <StrictMode>
      <AppProviders store={store} locale={locale}>
        <StaticRouter location={url} basename={LOCALE_PREFIX[locale] || undefined}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>
  );
}

/** A render that waits for every lazily loaded chunk it meets (a component that throws fails it), to be read or dropped. */
async function renderedWithItsChunks(page: ReactNode): Promise<{ text(): Promise<string>; cancel(): Promise<void> }> {
  const failures: Error[] = [];
  const fail = (error: unknown) => void failures.push(error instanceof Error ? error : new Error(String(error)));
  // No boundary sent apart from the page (React outlines large ones behind a script by default): the page is read whole.
  const stream = await renderToReadableStream(page, { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: fail });
  await stream.allReady;
  if (failures.length > 0) {
    await stream.cancel();
    throw failures[0];
  }
  return { text: () => new Response(stream).text(), cancel: () => stream.cancel() };
}

/** The settled reads (answers and errors, such as a venue's 404), never one still under way. */
function stateScriptOf(store: AppStore): string {
  const { queries, provided } = store.getState().api;
  const settled = Object.fromEntries(Object.entries(queries).filter(([, query]) => query?.status === QueryStatus.fulfilled || query?.status === QueryStatus.rejected));
  const state: ServerState = { queries: settled, provided };
  // '<' written as its escape: nothing the managers typed can close the script.
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script id="${SERVER_STATE_ID}" type="application/json">${json}</script>`;
}

/** The page's language's messages, so the browser hydrates it without fetching them (only this one language's). */
function messagesScriptOf(locale: Locale): string {
  let script = messageScripts.get(locale);
  if (!script) messageScripts.set(locale, (script = compiledMessagesScript(locale)));
  return script;
}

const messageScripts = new Map<Locale, string>();

// Compiled as the browser's catalog chunks are (frontend/vite.config.ts): the page loads no ICU parser, and no mail.
function compiledMessagesScript(locale: Locale): string {
  const json = JSON.stringify(compileCatalog(CATALOGS[locale], locale, isShownOnPages)).replace(/</g, '\\u003c');
  return `<script id="${MESSAGES_SCRIPT_ID}" type="application/json" data-locale="${locale}">${json}</script>`;
}
