import { useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { HISTORY_ENTITY_TYPES, HISTORY_KINDS, type HistoryEntityType, type HistoryKind } from '@izlazak/contracts';
import { belgradeInstant, isoDateOf } from '../../../lib/belgrade-time';
import type { HistoryFilters } from '../api';
import { VenueSelect } from './venue-select';

export interface FilterDraft {
  entityType: string;
  search: string;
  actor: string;
  kind: string;
  fromDate: string;
  fromTime: string;
  toDate: string;
  toTime: string;
  clubId: string;
}

export const EMPTY_DRAFT: FilterDraft = { entityType: '', search: '', actor: '', kind: '', fromDate: '', fromTime: '', toDate: '', toTime: '', clubId: '' };

const DATE_MESSAGE = 'Datum mora biti u obliku dd.MM.yyyy';

/** The filters as the API takes them; a date without a time is the start (from) or the end (to) of that day. */
function filtersOf(draft: FilterDraft): HistoryFilters | { error: string } {
  const instant = (date: string, time: string, fallback: string) => {
    if (!date.trim()) return undefined;
    const iso = isoDateOf(date);
    return iso ? belgradeInstant(iso, time || fallback) : null;
  };
  const from = instant(draft.fromDate, draft.fromTime, '00:00');
  const to = instant(draft.toDate, draft.toTime, '23:59');
  if (from === null || to === null) return { error: DATE_MESSAGE };
  return {
    entityType: (draft.entityType || undefined) as HistoryEntityType | undefined,
    search: draft.search.trim() || undefined,
    actor: draft.actor.trim() || undefined,
    kind: (draft.kind || undefined) as HistoryKind | undefined,
    from,
    // The whole last minute counts.
    to: to ? new Date(Date.parse(to) + 59_999).toISOString() : undefined,
    clubId: draft.clubId || undefined,
  };
}

interface HistoryFilterFormProps {
  venues: { _id: string; name: string }[] | null;
  onApply: (filters: HistoryFilters) => void;
}

/** Filters of 'Istorija izmena': what (type and id), who, when (dd.MM.yyyy and time, Belgrade) and the kind of change. */
export function HistoryFilterForm({ venues, onApply }: HistoryFilterFormProps) {
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const set = (key: keyof FilterDraft) => (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [key]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const filters = filtersOf(draft);
    if ('error' in filters) return setError(filters.error);
    setError(null);
    onApply(filters);
  }

  function reset() {
    setDraft(EMPTY_DRAFT);
    setError(null);
    onApply({});
  }

  return (
    <form className="history-filters card border-0 shadow-sm" onSubmit={submit} aria-label="Filteri istorije" noValidate>
      <div className="history-filters__grid">
        <Form.Group controlId={`${id}-type`}>
          <Form.Label>Šta</Form.Label>
          <Form.Select value={draft.entityType} onChange={set('entityType')}>
            <option value="">Sve</option>
            {Object.entries(HISTORY_ENTITY_TYPES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId={`${id}-entity`}>
          <Form.Label>Zapis</Form.Label>
          <Form.Control value={draft.search} onChange={set('search')} placeholder="Kod rezervacije, ime gosta, naziv" />
        </Form.Group>
        <Form.Group controlId={`${id}-actor`}>
          <Form.Label>Ko</Form.Label>
          <Form.Control value={draft.actor} onChange={set('actor')} placeholder="Ime i prezime" />
        </Form.Group>
        <Form.Group controlId={`${id}-kind`}>
          <Form.Label>Vrsta promene</Form.Label>
          <Form.Select value={draft.kind} onChange={set('kind')}>
            <option value="">Sve</option>
            {Object.entries(HISTORY_KINDS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <fieldset className="history-filters__when">
          <legend className="form-label fs-6 mb-2">Od</legend>
          <Form.Control aria-label="Od datuma" value={draft.fromDate} onChange={set('fromDate')} placeholder="dd.MM.yyyy" inputMode="numeric" />
          <Form.Control aria-label="Od vremena" type="time" value={draft.fromTime} onChange={set('fromTime')} />
        </fieldset>
        <fieldset className="history-filters__when">
          <legend className="form-label fs-6 mb-2">Do</legend>
          <Form.Control aria-label="Do datuma" value={draft.toDate} onChange={set('toDate')} placeholder="dd.MM.yyyy" inputMode="numeric" />
          <Form.Control aria-label="Do vremena" type="time" value={draft.toTime} onChange={set('toTime')} />
        </fieldset>
        {venues && (
          <VenueSelect
            controlId={`${id}-club`}
            venues={venues}
            value={draft.clubId}
            onChange={(clubId) => setDraft((current) => ({ ...current, clubId }))}
            noneLabel="Svi objekti"
          />
        )}
      </div>
      {error && (
        <p className="text-danger small mb-2" role="alert">
          {error}
        </p>
      )}
      <div className="history-filters__actions">
        <Button variant="outline-secondary" onClick={reset}>
          Poništi
        </Button>
        <Button type="submit" variant="primary">
          Primeni filtere
        </Button>
      </div>
    </form>
  );
}
