import { logger } from '#platform/logging/json-logger';

/** The pages a visitor opens first; a venue's and an event's pages stand for all of theirs (the same code renders each). */
const SITE_PAGES = ['/', '/events', '/clubs', '/contact', '/about'];

/**
 * Renders the public pages once right after the server starts, as a visitor would ask for them:
 * a page's first server render loads its code and warms it up (170–620 ms on a 2-core machine,
 * about 10 ms after), and the read cache then holds it. The first visitor after a deploy, often a
 * search engine's crawler, gets the page as fast as the next one. One page at a time, so the
 * server keeps answering meanwhile; answers the pages it rendered.
 */
export async function warmPublicPages(baseUrl: string): Promise<string[]> {
  const [venueId, eventId] = await Promise.all([firstId(`${baseUrl}/api/club?page=1&size=1`), firstId(`${baseUrl}/api/event?page=1&size=1`)]);
  const pages = [...SITE_PAGES, ...(venueId ? [`/club/${venueId}`, `/club/${venueId}/events`, `/club/${venueId}/contact`] : []), ...(eventId ? [`/event/${eventId}`] : [])];
  const warmed: string[] = [];
  for (const page of pages) {
    if (await rendered(`${baseUrl}${page}`)) warmed.push(page);
  }
  logger.log({ message: 'Public pages rendered ahead of their first visitor', pages: warmed }, 'ServerRender');
  return warmed;
}

async function rendered(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { headers: { accept: 'text/html' } });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

async function firstId(url: string): Promise<string | null> {
  try {
    const response = await fetch(url);
    if (!response.ok) return null;
    const list = (await response.json()) as { data?: { _id?: string }[] };
    return list.data?.[0]?._id ?? null;
  } catch {
    return null;
  }
}
