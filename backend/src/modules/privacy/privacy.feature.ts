import { defineFeature } from '#platform/feature';
import { PrivacyModule } from './privacy.module';

/** The guest's own data and its erasure (docs/privacy.md). */
export const privacyFeature = defineFeature({ name: 'privacy', module: PrivacyModule });
