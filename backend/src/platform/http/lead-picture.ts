import { escapeHtml } from '#platform/mail/mail-rule';

/** Where the built index.html's boot shell takes a page's opening picture (see frontend/index.html). */
const LEAD_PICTURE_PLACEHOLDER = '<!-- lead-picture -->';

/**
 * The picture a page is first seen with: one it opens on (the home slider's first, a venue's hero),
 * painted in the boot shell, or the first card of a list (/clubs, /events), only fetched early.
 */
export interface LeadPicture {
  url: string;
  inBootShell: boolean;
}

/** The lead picture of a page, by its path and query (`?…` or ''), or null when it has none the server knows of. */
export type LeadPictureOf = (path: string, search: string) => Promise<LeadPicture | null>;

/**
 * index.html with the page's lead picture. Without it the picture is found only after the scripts
 * have loaded, run and fetched the page's data; with it a slow phone fetches it with the stylesheet
 * and, in the boot shell, paints it too; the page that replaces the shell shows the same file.
 */
export function withLeadPicture(html: string, picture: LeadPicture | null): string {
  if (!picture) return html;
  const url = escapeHtml(picture.url);
  if (picture.inBootShell) {
    return html.replace(LEAD_PICTURE_PLACEHOLDER, `<img class="boot-shell__picture" src="${url}" alt="" fetchpriority="high" />`);
  }
  return html.replace('</head>', `<link rel="preload" as="image" href="${url}" fetchpriority="high" />\n  </head>`);
}

/** The first lookup that knows the page's picture. */
export function firstLeadPicture(...lookups: LeadPictureOf[]): LeadPictureOf {
  return async (path, search) => {
    for (const lookup of lookups) {
      const picture = await lookup(path, search);
      if (picture) return picture;
    }
    return null;
  };
}

/** How long a looked-up picture stands: it only stands in until the page renders its own. */
export const LEAD_PICTURE_FRESH_FOR_MS = 5_000;

/**
 * A list page's first card's picture, preloaded (not painted: the shell does not look like a list).
 * Only for the page's own address without a query: filters in it would show other cards first.
 */
export function firstCardPicture(page: RegExp, firstCard: () => Promise<string | null>): LeadPictureOf {
  const picture = askedAtMostEvery(LEAD_PICTURE_FRESH_FOR_MS, firstCard);
  return async (path, search) => {
    if (!page.test(path) || search) return null;
    const url = await picture();
    return url ? { url, inBootShell: false } : null;
  };
}

/** A lookup asked at most once per `maxAgeMs`: a picture a few seconds old only stands in until the page renders. */
export function askedAtMostEvery<T>(maxAgeMs: number, lookup: () => Promise<T | null>): () => Promise<T | null> {
  let last: { picture: Promise<T | null>; at: number } | null = null;
  return () => {
    const now = Date.now();
    if (!last || now - last.at >= maxAgeMs) last = { picture: lookup().catch(() => null), at: now };
    return last.picture;
  };
}
