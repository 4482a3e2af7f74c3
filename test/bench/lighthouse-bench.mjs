// Lighthouse (mobile: emulated phone, simulated slow 4G and 4x slower CPU) on the public pages,
// in the same Chromium the browser tests drive. Loads only the app on baseUrl.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const LIGHTHOUSE_TARGETS = { performance: 90, accessibility: 100, seo: 95, lcpMs: 2500, initialJsGzipKb: 150 };

// Chromium headless and quiet on the network, as the browser tests launch it (test/support/browser.ts).
const CHROME_FLAGS = createRequire(import.meta.url)('../support/chromium-flags.json');

const publicPagesOf = (venueId, eventId) => [
  '/',
  '/events',
  ...(eventId ? [`/event/${eventId}`] : []),
  '/clubs',
  `/club/${venueId}`,
  `/club/${venueId}/events`,
  `/club/${venueId}/contact`,
  '/contact',
  '/about',
];

/**
 * Every public page (rendered on the server, docs/seo.md) in Serbian and again in English (`/en/…`, each
 * with its own language's catalog), and the login page, a client app, for comparison.
 */
const pagesOf = (venueId, eventId) => {
  const serbian = publicPagesOf(venueId, eventId);
  return [
    ...serbian.map((page) => ({ page, target: true })),
    ...serbian.map((page) => ({ page: page === '/' ? '/en/' : `/en${page}`, target: true })),
    { page: '/auth/login', target: false },
  ];
};

/**
 * Runs Lighthouse once per public page and answers one row per page:
 * { page, performance, accessibility, seo, lcpMs, initialJsGzipKb, target } (scores 0–100).
 */
export default async function lighthouseBench(baseUrl, venueId, eventId) {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    const rows = [];
    for (const { page, target } of pagesOf(venueId, eventId)) {
      const lhr = await audited(`${baseUrl}${page}`, chrome.port);
      saveReport(page, lhr);
      rows.push({
        page,
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        seo: Math.round(lhr.categories.seo.score * 100),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        initialJsGzipKb: await scriptsGzipKb(lhr),
        failedAudits: failedAccessibilityAudits(lhr),
        target,
      });
    }
    return rows;
  } finally {
    chrome.kill();
  }
}

/** One page's report; a run whose trace Lighthouse could not record (it happens now and then) is repeated once. */
async function audited(url, port, attempts = 2) {
  const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'seo'] });
  if (!lhr.runtimeError) return lhr;
  if (attempts > 1) return audited(url, port, attempts - 1);
  throw new Error(`Lighthouse ${new URL(url).pathname}: ${lhr.runtimeError.message}`);
}

/** Every script the page loaded while Lighthouse watched it (route chunks too), gzipped at the default level. */
async function scriptsGzipKb(lhr) {
  const scripts = lhr.audits['network-requests'].details.items.filter((request) => request.resourceType === 'Script');
  let bytes = 0;
  for (const { url } of scripts) {
    const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    bytes += gzipSync(Buffer.from(await response.arrayBuffer())).length;
  }
  return Math.round((bytes / 1024) * 10) / 10;
}

/** LIGHTHOUSE_REPORT_DIR=dir keeps each page's full report (open it in the Lighthouse viewer). */
function saveReport(page, lhr) {
  const dir = process.env.LIGHTHOUSE_REPORT_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  const name = page.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-') || 'home';
  fs.writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(lhr));
}

function failedAccessibilityAudits(lhr) {
  return lhr.categories.accessibility.auditRefs.filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1).map((ref) => ref.id);
}

/** The rows as a Markdown table with each target marked met or not. */
export function lighthouseTable(rows) {
  const mark = (ok) => (ok ? 'met' : 'NOT MET');
  const lines = rows.map((row) => {
    const met =
      row.performance >= LIGHTHOUSE_TARGETS.performance &&
      row.accessibility >= LIGHTHOUSE_TARGETS.accessibility &&
      row.seo >= LIGHTHOUSE_TARGETS.seo &&
      row.lcpMs <= LIGHTHOUSE_TARGETS.lcpMs &&
      row.initialJsGzipKb <= LIGHTHOUSE_TARGETS.initialJsGzipKb;
    return `| \`${row.page}\` | ${row.performance} | ${row.accessibility} | ${row.seo} | ${(row.lcpMs / 1000).toFixed(1)} s | ${row.initialJsGzipKb} KB | ${row.target ? mark(met) : '(no target)'} |`;
  });
  return [
    `| page | performance (≥ ${LIGHTHOUSE_TARGETS.performance}) | accessibility (≥ ${LIGHTHOUSE_TARGETS.accessibility}) | SEO (≥ ${LIGHTHOUSE_TARGETS.seo}) | largest contentful paint (≤ ${LIGHTHOUSE_TARGETS.lcpMs / 1000} s) | initial JS, gzip (≤ ${LIGHTHOUSE_TARGETS.initialJsGzipKb} KB) | |`,
    '|---|---|---|---|---|---|---|',
    ...lines,
  ].join('\n');
}
