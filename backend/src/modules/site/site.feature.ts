import { defineFeature } from '#platform/feature';
import { SITE_PERSONAL_FIELDS } from './domain/personal-fields';
import { contactMessagesProjector } from './projections/contact-messages.projector';
import { siteDataProjector } from './projections/site-data.projector';
import { siteSliderProjector } from './projections/site-slider.projector';
import { subscribersProjector } from './projections/subscribers.projector';
import { SITE_MAIL_RULES } from './site.mail-rules';
import { SiteModule } from './site.module';

export const siteFeature = defineFeature({
  name: 'site',
  personalFields: SITE_PERSONAL_FIELDS,
  module: SiteModule,
  projectors: [siteDataProjector, siteSliderProjector, contactMessagesProjector, subscribersProjector],
  mailRules: SITE_MAIL_RULES,
});
