import { Infer, type } from 'superstruct';
import { madeInLocale } from '../i18n/locale-field';
import { venueSchemaParts } from './venue.schema';

/** POST /api/admin/privacy/erase, POST /api/privacy/export, POST /api/privacy/erase */
export const privacyRequestSchema = type({ email: venueSchemaParts.requiredEmail, locale: madeInLocale });
export type PrivacyRequestInput = Infer<typeof privacyRequestSchema>;
