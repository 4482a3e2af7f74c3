import type { HistoryEntityType, HistoryKind } from '../schemas/history.schema';
import type { MessageId } from './format';

/** What the history records, and the kinds of change, by their names in the reader's language (the screens, the CSV). */
export const HISTORY_ENTITY_TYPE_MESSAGES: Record<HistoryEntityType, MessageId> = {
  reservation: 'history.type.reservation',
  venue: 'history.type.venue',
  table: 'history.type.table',
  event: 'history.type.event',
  'menu-category': 'history.type.menuCategory',
  'menu-subcategory': 'history.type.menuSubcategory',
  'menu-item': 'history.type.menuItem',
  user: 'history.type.user',
  site: 'history.type.site',
  'contact-message': 'history.type.contactMessage',
  subscriber: 'history.type.subscriber',
  coupon: 'history.type.coupon',
  floor: 'history.type.floor',
  'integration-key': 'history.type.integrationKey',
  webhook: 'history.type.webhook',
  'waitlist-entry': 'history.type.waitlistEntry',
  'guest-list-entry': 'history.type.guestListEntry',
  'privacy-request': 'history.type.privacyRequest',
  'ticket-order': 'history.type.ticketOrder',
};
export const HISTORY_KIND_MESSAGES: Record<HistoryKind, MessageId> = {
  created: 'history.kind.created',
  changed: 'history.kind.changed',
  status: 'history.kind.status',
  deleted: 'history.kind.deleted',
  other: 'history.kind.other',
};

/** The history CSV's columns, in order. */
export const HISTORY_CSV_COLUMNS: MessageId[] = [
  'history.csv.time',
  'history.csv.actor',
  'history.csv.role',
  'history.csv.type',
  'history.csv.entity',
  'history.csv.label',
  'history.csv.kind',
  'history.csv.changes',
  'history.csv.summary',
  'history.csv.route',
  'history.csv.requestId',
];
