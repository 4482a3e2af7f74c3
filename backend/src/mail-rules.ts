import type { MailRule } from './platform/mail/mail-rule';
import { SITE_MAIL_RULES } from './modules/site/site.mail-rules';
import { VENUE_MAIL_RULES } from './modules/venues/venues.mail-rules';
import { IDENTITY_MAIL_RULES } from './modules/identity/identity.mail-rules';

/** Every mail the platform sends, by the domain event that sends it. */
export const MAIL_RULES: MailRule[] = [...SITE_MAIL_RULES, ...VENUE_MAIL_RULES, ...IDENTITY_MAIL_RULES];
