import type pg from 'pg';
import { SLIDER_SLOTS, type SliderSlot } from '@izlazak/contracts';
import { askedAtMostEvery, LEAD_PICTURE_FRESH_FOR_MS, type LeadPictureOf } from '#platform/http/lead-picture';

/** The home slider's first filled slot, read now (the site_slider_images read model). */
export function firstSlidePicture(pool: pg.Pool): () => Promise<string | null> {
  return async () => {
    const { rows } = await pool.query<{ slot: SliderSlot; url: string }>('SELECT slot, url FROM site_slider_images');
    rows.sort((a, b) => SLIDER_SLOTS.indexOf(a.slot) - SLIDER_SLOTS.indexOf(b.slot));
    return rows[0]?.url ?? null;
  };
}

/** The home page opens on the slider's first filled slot (as GET /api/site/sliderImages lists them), whatever its query. */
export function homeLeadPicture(pool: pg.Pool): LeadPictureOf {
  const firstSlide = askedAtMostEvery(LEAD_PICTURE_FRESH_FOR_MS, firstSlidePicture(pool));
  return async (path) => {
    if (path !== '/') return null;
    const url = await firstSlide();
    return url ? { url, inBootShell: true } : null;
  };
}
