import { Module } from '@nestjs/common';
import { bySpecificity } from '#platform/http/route-order';
import { ChangeSiteSlidersHandler } from './commands/change-site-sliders/change-site-sliders.handler';
import { ChangeSiteSlidersHttpController } from './commands/change-site-sliders/change-site-sliders.http.controller';
import { SendContactMessageHandler } from './commands/send-contact-message/send-contact-message.handler';
import { SendContactMessageHttpController } from './commands/send-contact-message/send-contact-message.http.controller';
import { SubscribeHandler } from './commands/subscribe/subscribe.handler';
import { SubscribeHttpController } from './commands/subscribe/subscribe.http.controller';
import { UnsubscribeHandler } from './commands/unsubscribe/unsubscribe.handler';
import { UnsubscribeHttpController } from './commands/unsubscribe/unsubscribe.http.controller';
import { UpdateSiteDataHandler } from './commands/update-site-data/update-site-data.handler';
import { UpdateSiteDataHttpController } from './commands/update-site-data/update-site-data.http.controller';
import { ExportMailingListHandler } from './queries/export-mailing-list/export-mailing-list.handler';
import { ExportMailingListHttpController } from './queries/export-mailing-list/export-mailing-list.http.controller';
import { GetSiteDataHandler } from './queries/get-site-data/get-site-data.handler';
import { GetSiteDataHttpController } from './queries/get-site-data/get-site-data.http.controller';
import { GetSiteSliderImagesHandler } from './queries/get-site-slider-images/get-site-slider-images.handler';
import { GetSiteSliderImagesHttpController } from './queries/get-site-slider-images/get-site-slider-images.http.controller';
import { ListContactMessagesHandler } from './queries/list-contact-messages/list-contact-messages.handler';
import { ListContactMessagesHttpController } from './queries/list-contact-messages/list-contact-messages.http.controller';

@Module({
  controllers: bySpecificity([
    GetSiteDataHttpController,
    UpdateSiteDataHttpController,
    GetSiteSliderImagesHttpController,
    ChangeSiteSlidersHttpController,
    SendContactMessageHttpController,
    ListContactMessagesHttpController,
    SubscribeHttpController,
    UnsubscribeHttpController,
    ExportMailingListHttpController,
  ]),
  providers: [
    UpdateSiteDataHandler,
    GetSiteDataHandler,
    GetSiteSliderImagesHandler,
    ChangeSiteSlidersHandler,
    SendContactMessageHandler,
    ListContactMessagesHandler,
    SubscribeHandler,
    UnsubscribeHandler,
    ExportMailingListHandler,
  ],
})
export class SiteModule {}
