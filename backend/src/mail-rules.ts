import type { MailRule } from './platform/mail/mail-rule';

/** Every mail the platform sends, by the domain event that sends it. */
export const MAIL_RULES: MailRule[] = [];
