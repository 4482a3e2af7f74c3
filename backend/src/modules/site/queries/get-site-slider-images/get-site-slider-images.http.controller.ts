import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SliderImageView } from '@izlazak/contracts';
import { GetSiteSliderImagesQuery } from './get-site-slider-images.query';
import { PublicRead } from '#platform/read-cache/public-read';

@ApiTags('site')
@Controller('site')
export class GetSiteSliderImagesHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('sliderImages')
  @PublicRead('site_slider_images')
  @ApiOperation({ summary: 'Slike slajdera početne strane: [{ name: image1…image6, link, smallLink }]' })
  get(): Promise<SliderImageView[]> {
    return this.queryBus.execute(new GetSiteSliderImagesQuery());
  }
}
