import { LOCALES } from '@izlazak/contracts';
import { languageAlternates, localizedUrl } from './page-heads';

/** One address of the sitemap, when what it shows last changed, and the same page in each language (hreflang). */
export interface SitemapUrl {
  loc: string;
  lastmod: string | null;
  alternates?: { hreflang: string; href: string }[];
}

/** Every page in each of its languages, one after another, each naming all of them (x-default: the sr-Latn one), as search engines want it. */
export function inEveryLanguage(urls: SitemapUrl[], appUrl: string): SitemapUrl[] {
  return urls.flatMap((url) => {
    const alternates = languageAlternates(url.loc, appUrl);
    return LOCALES.map((locale) => ({ loc: localizedUrl(url.loc, appUrl, locale), lastmod: url.lastmod, alternates }));
  });
}

/** The sitemaps protocol's limit of addresses in one file (and of files in an index). */
export const SITEMAP_MAX_URLS = 50_000;

/**
 * What /sitemap.xml and /sitemap-{n}.xml answer for these addresses: up to `limit` of them in
 * /sitemap.xml itself; past that, /sitemap.xml is an index of files of `limit` addresses each.
 * `part` 0 is /sitemap.xml; null: no such file.
 */
export function sitemapFile(urls: SitemapUrl[], part: number, limit: number, appUrl: string): string | null {
  const parts = Math.ceil(urls.length / limit);
  if (parts <= 1) return part === 0 ? urlset(urls) : null;
  if (part === 0) {
    const files = Array.from({ length: parts }, (_, index) => ({
      loc: `${appUrl}/sitemap-${index + 1}.xml`,
      lastmod: newest(urls.slice(index * limit, (index + 1) * limit)),
    }));
    return sitemapIndex(files);
  }
  if (part > parts) return null;
  return urlset(urls.slice((part - 1) * limit, part * limit));
}

function urlset(urls: SitemapUrl[]): string {
  const entries = urls.map((url) => {
    const links = (url.alternates ?? []).map(({ hreflang, href }) => `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`).join('');
    return `  <url>\n    <loc>${escapeXml(url.loc)}</loc>${url.lastmod ? `\n    <lastmod>${url.lastmod}</lastmod>` : ''}${links}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

function sitemapIndex(files: SitemapUrl[]): string {
  const entries = files.map((file) => `  <sitemap>\n    <loc>${escapeXml(file.loc)}</loc>${file.lastmod ? `\n    <lastmod>${file.lastmod}</lastmod>` : ''}\n  </sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** The latest of ISO times written with the same offset style (compared as instants). */
export function newest(urls: SitemapUrl[]): string | null {
  let best: string | null = null;
  for (const { lastmod } of urls) if (lastmod && (!best || Date.parse(lastmod) > Date.parse(best))) best = lastmod;
  return best;
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/**
 * robots.txt: the public pages are open; the dashboard, sign-in and account pages, a guest's own
 * reservation links and the API are not (uploaded pictures are, for previews and image search).
 */
export function robotsTxt(appUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /dashboard',
    'Disallow: /auth',
    'Disallow: /login',
    'Disallow: /register',
    'Disallow: /reset-password',
    'Disallow: /profile',
    'Disallow: /reservation/',
    'Disallow: /r/',
    'Disallow: /t/',
    'Disallow: /porudzbina/',
    'Allow: /api/uploads/',
    'Disallow: /api/',
    '',
    `Sitemap: ${appUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
