import type { NextFunction, Request, Response } from 'express';
import { localeOfAcceptLanguage, t } from '@izlazak/contracts';
import type pg from 'pg';
import type { ReadCache } from '#platform/read-cache/read-cache';
import type { NightClock } from '#platform/time/night-clock';
import { tonight } from '../../events/domain/venue-night';
import { inEveryLanguage, robotsTxt, sitemapFile } from '../domain/sitemap';
import { readSitemapUrls, SITEMAP_TABLES } from '../queries/public-rows';
import { cacheable } from './cacheable-answer';

export interface CrawlerFilesOptions {
  appUrl: string;
  pool: pg.Pool;
  cache: ReadCache;
  clock: NightClock;
  /** Addresses per sitemap file (SITEMAP_URL_LIMIT, at most the protocol's 50,000). */
  sitemapUrlLimit: number;
}

/**
 * What crawlers ask for besides pages: /robots.txt, and /sitemap.xml with the public venues and the
 * events from tonight on, each in every language with its hreflang alternates (split into /sitemap-{n}.xml under an index past the limit), kept in the
 * read cache while the venues and events stand and tonight is still tonight.
 */
export function crawlerFiles(options: CrawlerFilesOptions) {
  const robots = robotsTxt(options.appUrl);
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path === '/robots.txt') {
      res.status(200).type('text/plain; charset=utf-8').setHeader('Cache-Control', 'public, max-age=3600');
      res.send(robots);
      return;
    }
    const sitemap = /^\/sitemap(?:-(\d{1,6}))?\.xml$/.exec(req.path);
    if (!sitemap) return next();
    try {
      const versions = await options.cache.versionsNow(req);
      const now = options.clock.now();
      const night = tonight(now);
      const urls = inEveryLanguage(await readSitemapUrls(options.pool, options.appUrl, now), options.appUrl);
      const part = sitemap[1] === undefined ? 0 : Number(sitemap[1]);
      const xml = part === 0 && sitemap[1] !== undefined ? null : sitemapFile(urls, part, options.sitemapUrlLimit, options.appUrl);
      if (xml === null) {
        res
          .status(404)
          .type('text/plain; charset=utf-8')
          .send(t('errors.noSuchSitemap', {}, localeOfAcceptLanguage(req.header('accept-language'))));
        return;
      }
      cacheable(options.cache, req, res, versions, {
        status: 200,
        body: xml,
        contentType: 'application/xml; charset=utf-8',
        tables: SITEMAP_TABLES,
        stillFresh: () => tonight(options.clock.now()) === night,
      });
    } catch (error) {
      next(error);
    }
  };
}
