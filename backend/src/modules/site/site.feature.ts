import { defineFeature } from '#platform/feature';
import { contactMessagesProjector } from './projections/contact-messages.projector';
import { siteDataProjector } from './projections/site-data.projector';
import { siteSliderProjector } from './projections/site-slider.projector';
import { subscribersProjector } from './projections/subscribers.projector';
import { SITE_MAIL_RULES } from './site.mail-rules';
import { SiteModule } from './site.module';

export const siteFeature = defineFeature({
  name: 'site',
  module: SiteModule,
  projectors: [siteDataProjector, siteSliderProjector, contactMessagesProjector, subscribersProjector],
  mailRules: SITE_MAIL_RULES,
});
