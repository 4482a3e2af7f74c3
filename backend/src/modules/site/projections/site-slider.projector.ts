import type { Migration } from '#platform/database/migrations';
import { defineReadModel } from '#platform/projections/projector';
import type { SiteSliderEvent } from '../domain/site-slider.decider';

export const SITE_SLIDER_MIGRATION: Migration = {
  id: '20261122-41-site-slider-read-model',
  sql: `
    CREATE TABLE site_slider_images (
      slot text PRIMARY KEY,
      name text NOT NULL,
      url text NOT NULL,
      small_url text NOT NULL,
      updated_at timestamptz NOT NULL
    );`,
};

export const siteSliderProjector = defineReadModel<SiteSliderEvent>({
  name: 'site-slider',
  migrations: [SITE_SLIDER_MIGRATION],
  tables: ['site_slider_images'],
  handlers: {
    SiteSliderImagesChanged: async (event, tx) => {
      const { images } = event.data;
      for (const image of images) {
        await tx.query(
          `INSERT INTO site_slider_images (slot, name, url, small_url, updated_at) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (slot) DO UPDATE SET name = EXCLUDED.name, url = EXCLUDED.url, small_url = EXCLUDED.small_url, updated_at = EXCLUDED.updated_at`,
          [image.slot, image.name, image.url, image.smallUrl, event.metadata.occurredAt],
        );
      }
    },
  },
});
