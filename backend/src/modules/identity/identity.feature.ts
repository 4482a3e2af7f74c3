import { defineFeature } from '#platform/feature';
import { KNOWN_LOGIN_ADDRESSES_MIGRATION } from './auth/auth-throttle';
import { IDENTITY_PERSONAL_FIELDS } from './domain/personal-fields';
import { IDENTITY_MAIL_RULES } from './identity.mail-rules';
import { IdentityModule } from './identity.module';
import { usersProjector } from './projections/users.projector';

export const identityFeature = defineFeature({
  name: 'identity',
  personalFields: IDENTITY_PERSONAL_FIELDS,
  module: IdentityModule,
  projectors: [usersProjector],
  mailRules: IDENTITY_MAIL_RULES,
  migrations: [KNOWN_LOGIN_ADDRESSES_MIGRATION],
});
