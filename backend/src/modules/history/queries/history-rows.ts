import { DEFAULT_LOCALE, type HistoryEntityType, type HistoryEntry, type HistoryExportQuery, type HistoryKind, type Locale } from '@izlazak/contracts';
import { forbidden } from '#platform/commands/domain-errors';
import { escapeLike } from '#platform/database/paging';
import { historySentence, storedText } from '../domain/history-sentence';
import { masked, maySeePersonalData, type HistoryViewer } from '../domain/personal-data';
import type { StoredChange } from '../projections/history.projector';

export interface HistoryRow {
  event_id: string;
  occurred_at: Date;
  type: string;
  kind: HistoryKind;
  entity_type: HistoryEntityType;
  entity_id: string;
  entity_label: string;
  club_id: string | null;
  owner_id: string | null;
  actor_kind: HistoryEntry['actor']['kind'];
  actor_id: string | null;
  actor_role: string | null;
  actor_club_id: string | null;
  actor_name: string;
  action: string;
  names_field: string | null;
  changes: StoredChange[];
  via: string | null;
  correlation_id: string;
}

/** Newest first: the order of the global feed, which is the order things happened in. */
export const HISTORY_ORDER = 'commit_position DESC, prepare_position DESC';

/** Admins read the whole history, managers their venue's; nobody else reads it. */
export function assertMayReadHistory(viewer: HistoryViewer): void {
  if (viewer.role !== 'admin' && viewer.role !== 'manager') throw forbidden();
}

/**
 * The WHERE of what a reader asked for and may see: a manager, their venue's entries and the
 * changes they made themselves (their own trail, also elsewhere). Adds its parameters to `params`.
 */
export function historyWhere(filters: HistoryExportQuery, viewer: HistoryViewer, params: unknown[]): string {
  const where: string[] = [];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (viewer.role !== 'admin') where.push(`(club_id = ${add(viewer.clubId ?? '')} OR actor_id = ${add(viewer.id)})`);
  if (filters.clubId) where.push(`club_id = ${add(filters.clubId)}`);
  if (filters.entityType) where.push(`entity_type = ${add(filters.entityType)}`);
  if (filters.entityId) where.push(`entity_id = ${add(filters.entityId)}`);
  if (filters.search) where.push(searchedEntities(filters.search, add));
  if (filters.actorId) where.push(`actor_id = ${add(filters.actorId)}`);
  if (filters.actor) where.push(`actor_name ILIKE ${add(`%${escapeLike(filters.actor)}%`)}`);
  if (filters.kind) where.push(`kind = ${add(filters.kind)}`);
  if (filters.from) where.push(`occurred_at >= ${add(filters.from)}`);
  if (filters.to) where.push(`occurred_at <= ${add(filters.to)}`);
  return where.length === 0 ? 'TRUE' : where.join(' AND ');
}

/**
 * The entries of the records a search names: by their label (a reservation's code 'BAQ6PEDN', a
 * table's name), their id, or the guest a reservation or a waitlist entry was for (every entry of
 * that record, not only the one that named the guest).
 */
function searchedEntities(search: string, add: (value: unknown) => string): string {
  const pattern = add(`%${escapeLike(search)}%`);
  const guestNamed = `SELECT named.entity_id FROM history_entries named, jsonb_array_elements(named.changes) AS change
    WHERE named.kind = 'created' AND change->>'field' = 'guest' AND change->>'after' ILIKE ${pattern}`;
  return `(entity_label ILIKE ${pattern} OR entity_id = ${add(search)} OR entity_id IN (${guestNamed}))`;
}

/** An entry as `viewer` may read it, its sentence and labels in `locale` (entries recorded before they were named, as written). */
export function toEntry(row: HistoryRow, viewer: HistoryViewer, locale: Locale = DEFAULT_LOCALE): HistoryEntry {
  const unmasked = maySeePersonalData(viewer, { entityType: row.entity_type, clubId: row.club_id, ownerId: row.owner_id });
  const worded = (value: string | null, named: boolean | undefined) => (named && value !== null ? storedText(value, locale) : value);
  const changes = row.changes.map(({ personal, named, ...stored }) => {
    const change = { ...stored, label: storedText(stored.label, locale), before: worded(stored.before, named), after: worded(stored.after, named) };
    return personal && !unmasked ? { ...change, before: masked(change.before), after: masked(change.after) } : change;
  });
  const actor = { kind: row.actor_kind, id: row.actor_id, role: row.actor_role, clubId: row.actor_club_id, name: row.actor_name };
  return {
    _id: row.event_id,
    occurredAt: row.occurred_at.toISOString(),
    type: row.type,
    kind: row.kind,
    entityType: row.entity_type,
    entityId: row.entity_id,
    entityLabel: row.entity_label,
    clubId: row.club_id,
    actor,
    changes,
    via: row.via,
    correlationId: row.correlation_id,
    summary: historySentence({ actor, action: row.action, entityLabel: row.entity_label, kind: row.kind, namesField: row.names_field, changes }, locale),
  };
}
