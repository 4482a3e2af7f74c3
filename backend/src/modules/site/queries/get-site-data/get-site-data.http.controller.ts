import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SiteData } from '@izlazak/contracts';
import { GetSiteDataQuery } from './get-site-data.query';
import { PublicRead } from '#platform/read-cache/public-read';
import { VersionedRead } from '#platform/http/conditional-request';
import { siteDataVersion } from '../../http/site-data-version';

@ApiTags('site')
@Controller('site')
export class GetSiteDataHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @VersionedRead(siteDataVersion)
  @PublicRead('site_data')
  @ApiOperation({ summary: 'Podaci stranice: kontakt, društvene mreže, radno vreme' })
  get(): Promise<SiteData> {
    return this.queryBus.execute(new GetSiteDataQuery());
  }
}
