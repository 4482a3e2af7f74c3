import { inEveryLanguage, sitemapFile, type SitemapUrl } from './sitemap';

const urls: SitemapUrl[] = [1, 2, 3, 4, 5].map((n) => ({ loc: `https://izlazak.rs/club/${n}`, lastmod: `2026-11-0${n}T10:00:00+01:00` }));

describe('the sitemap', () => {
  it('lists every address in /sitemap.xml while they fit in one file, and has no other files', () => {
    const xml = sitemapFile(urls, 0, 5, 'https://izlazak.rs')!;
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    expect(xml.match(/<url>/g)).toHaveLength(5);
    expect(sitemapFile(urls, 1, 5, 'https://izlazak.rs')).toBeNull();
  });

  it('past the limit, /sitemap.xml is an index of files of `limit` addresses each, with the newest lastmod of each', () => {
    const index = sitemapFile(urls, 0, 2, 'https://izlazak.rs')!;
    expect(index).toContain('<sitemapindex');
    expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([1, 2, 3].map((n) => `https://izlazak.rs/sitemap-${n}.xml`));
    expect([...index.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((m) => m[1])).toEqual(['2026-11-02T10:00:00+01:00', '2026-11-04T10:00:00+01:00', '2026-11-05T10:00:00+01:00']);
    expect(sitemapFile(urls, 3, 2, 'https://izlazak.rs')!.match(/<loc>/g)).toHaveLength(1);
    expect(sitemapFile(urls, 4, 2, 'https://izlazak.rs')).toBeNull();
  });

  it('escapes what XML cannot hold as it is', () => {
    expect(sitemapFile([{ loc: 'https://izlazak.rs/x?a=1&b=2', lastmod: null }], 0, 10, 'https://izlazak.rs')).toContain('<loc>https://izlazak.rs/x?a=1&amp;b=2</loc>');
  });

  it('names every page in each language, each entry with the hreflang alternates of all three and x-default', () => {
    const [latin, cyrillic, english] = inEveryLanguage([{ loc: 'https://izlazak.rs/club/7', lastmod: null }], 'https://izlazak.rs');
    expect([latin.loc, cyrillic.loc, english.loc]).toEqual(['https://izlazak.rs/club/7', 'https://izlazak.rs/sr-cyrl/club/7', 'https://izlazak.rs/en/club/7']);
    const xml = sitemapFile([english], 0, 10, 'https://izlazak.rs')!;
    expect([...xml.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]])).toEqual([
      ['sr-Latn', 'https://izlazak.rs/club/7'],
      ['sr-Cyrl', 'https://izlazak.rs/sr-cyrl/club/7'],
      ['en', 'https://izlazak.rs/en/club/7'],
      ['x-default', 'https://izlazak.rs/club/7'],
    ]);
  });
});
