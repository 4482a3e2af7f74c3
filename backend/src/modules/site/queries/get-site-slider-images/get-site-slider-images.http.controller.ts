import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SliderImageView } from '@izlazak/contracts';
import { GetSiteSliderImagesQuery } from './get-site-slider-images.query';

@ApiTags('site')
@Controller('site')
export class GetSiteSliderImagesHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('sliderImages')
  @ApiOperation({ summary: 'Slike slajdera početne strane: [{ name: image1…image6, link, smallLink }]' })
  get(): Promise<SliderImageView[]> {
    return this.queryBus.execute(new GetSiteSliderImagesQuery());
  }
}
