import { defineFeature } from '#platform/feature';
import { PRIVACY_PERSONAL_FIELDS } from './domain/personal-fields';
import { PRIVACY_MAIL_RULES } from './privacy.mail-rules';
import { PrivacyModule } from './privacy.module';

/** The guest's own data and its erasure (docs/privacy.md). */
export const privacyFeature = defineFeature({ name: 'privacy', module: PrivacyModule, personalFields: PRIVACY_PERSONAL_FIELDS, mailRules: PRIVACY_MAIL_RULES });
