import { escapeHtml } from '#platform/mail/mail-rule';

/** Where the built index.html's boot shell takes a page's opening picture (see frontend/index.html). */
const LEAD_PICTURE_PLACEHOLDER = '<!-- lead-picture -->';

/** The picture a page opens with, by its path, or null when it has none the server knows of. */
export type LeadPictureOf = (path: string) => Promise<string | null>;

/**
 * index.html with the page's opening picture (the home slider's first, a venue's hero) already in
 * its boot shell. Without it the picture is found only after the scripts have loaded, run and
 * fetched the page's data; with it a slow phone paints it with the stylesheet, and the page that
 * replaces the shell shows the same, already loaded, file.
 */
export function withLeadPicture(html: string, picture: string | null): string {
  if (!picture) return html;
  return html.replace(LEAD_PICTURE_PLACEHOLDER, `<img class="boot-shell__picture" src="${escapeHtml(picture)}" alt="" fetchpriority="high" />`);
}

/** A lookup asked at most once per `maxAgeMs`: a picture a few seconds old only stands in until the page renders. */
export function askedAtMostEvery(maxAgeMs: number, lookup: () => Promise<string | null>): () => Promise<string | null> {
  let last: { picture: Promise<string | null>; at: number } | null = null;
  return () => {
    const now = Date.now();
    if (!last || now - last.at >= maxAgeMs) last = { picture: lookup().catch(() => null), at: now };
    return last.picture;
  };
}
