import { Module } from '@nestjs/common';
import { UpdateSiteDataHandler } from './commands/update-site-data/update-site-data.handler';
import { UpdateSiteDataHttpController } from './commands/update-site-data/update-site-data.http.controller';
import { GetSiteDataHandler } from './queries/get-site-data/get-site-data.handler';
import { GetSiteDataHttpController } from './queries/get-site-data/get-site-data.http.controller';

@Module({
  controllers: [GetSiteDataHttpController, UpdateSiteDataHttpController],
  providers: [UpdateSiteDataHandler, GetSiteDataHandler],
})
export class SiteModule {}
