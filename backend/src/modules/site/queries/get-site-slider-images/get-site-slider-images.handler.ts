import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { SLIDER_SLOTS, type SliderImageView, type SliderSlot } from '@izlazak/contracts';
import { PG_POOL } from '#platform/database/database.tokens';
import { GetSiteSliderImagesQuery } from './get-site-slider-images.query';

/** The filled slots of the home slider, image1 first. */
@QueryHandler(GetSiteSliderImagesQuery)
export class GetSiteSliderImagesHandler implements IQueryHandler<GetSiteSliderImagesQuery, SliderImageView[]> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute(): Promise<SliderImageView[]> {
    const { rows } = await this.pool.query<{ slot: SliderSlot; url: string; small_url: string }>('SELECT slot, url, small_url FROM site_slider_images');
    return rows.sort((a, b) => SLIDER_SLOTS.indexOf(a.slot) - SLIDER_SLOTS.indexOf(b.slot)).map((row) => ({ name: row.slot, link: row.url, smallLink: row.small_url }));
  }
}
