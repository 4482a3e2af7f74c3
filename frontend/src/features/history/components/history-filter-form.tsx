import { useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { HISTORY_ENTITY_TYPE_MESSAGES, HISTORY_ENTITY_TYPES, HISTORY_KIND_MESSAGES, HISTORY_KINDS, type HistoryEntityType, type HistoryKind } from '@izlazak/contracts';
import { belgradeInstant, isoDateOf } from '../../../lib/belgrade-time';
import type { HistoryFilters } from '../api';
import { VenueSelect } from './venue-select';
import { useMessages } from '../../../lib/locale';
import { DATE_FORMAT } from '../../../lib/dates';

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

/** The filters as the API takes them; a date without a time is the start (from) or the end (to) of that day. */
function filtersOf(draft: FilterDraft): HistoryFilters | { error: 'badDate' } {
  const instant = (date: string, time: string, fallback: string) => {
    if (!date.trim()) return undefined;
    const iso = isoDateOf(date);
    return iso ? belgradeInstant(iso, time || fallback) : null;
  };
  const from = instant(draft.fromDate, draft.fromTime, '00:00');
  const to = instant(draft.toDate, draft.toTime, '23:59');
  if (from === null || to === null) return { error: 'badDate' };
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
  const t = useMessages();
  const set = (key: keyof FilterDraft) => (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [key]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const filters = filtersOf(draft);
    if ('error' in filters) return setError(t('history.badDate', { format: 'dd.MM.yyyy' }));
    setError(null);
    onApply(filters);
  }

  function reset() {
    setDraft(EMPTY_DRAFT);
    setError(null);
    onApply({});
  }

  return (
    <form className="history-filters card border-0 shadow-sm" onSubmit={submit} aria-label={t('history.filters')} noValidate>
      <div className="history-filters__grid">
        <Form.Group controlId={`${id}-type`}>
          <Form.Label>{t('history.what')}</Form.Label>
          <Form.Select value={draft.entityType} onChange={set('entityType')}>
            <option value="">{t('history.all')}</option>
            {Object.keys(HISTORY_ENTITY_TYPES).map((value) => (
              <option key={value} value={value}>
                {t(HISTORY_ENTITY_TYPE_MESSAGES[value as HistoryEntityType])}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId={`${id}-entity`}>
          <Form.Label>{t('history.record')}</Form.Label>
          <Form.Control value={draft.search} onChange={set('search')} placeholder={t('history.recordPlaceholder')} />
        </Form.Group>
        <Form.Group controlId={`${id}-actor`}>
          <Form.Label>{t('history.who')}</Form.Label>
          <Form.Control value={draft.actor} onChange={set('actor')} placeholder={t('history.whoPlaceholder')} />
        </Form.Group>
        <Form.Group controlId={`${id}-kind`}>
          <Form.Label>{t('history.kind')}</Form.Label>
          <Form.Select value={draft.kind} onChange={set('kind')}>
            <option value="">{t('history.all')}</option>
            {Object.keys(HISTORY_KINDS).map((value) => (
              <option key={value} value={value}>
                {t(HISTORY_KIND_MESSAGES[value as HistoryKind])}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <fieldset className="history-filters__when">
          <legend className="form-label fs-6 mb-2">{t('history.from')}</legend>
          <Form.Control aria-label={t('history.fromDate')} value={draft.fromDate} onChange={set('fromDate')} placeholder={DATE_FORMAT} inputMode="numeric" />
          <Form.Control aria-label={t('history.fromTime')} type="time" value={draft.fromTime} onChange={set('fromTime')} />
        </fieldset>
        <fieldset className="history-filters__when">
          <legend className="form-label fs-6 mb-2">{t('history.to')}</legend>
          <Form.Control aria-label={t('history.toDate')} value={draft.toDate} onChange={set('toDate')} placeholder={DATE_FORMAT} inputMode="numeric" />
          <Form.Control aria-label={t('history.toTime')} type="time" value={draft.toTime} onChange={set('toTime')} />
        </fieldset>
        {venues && (
          <VenueSelect
            controlId={`${id}-club`}
            venues={venues}
            value={draft.clubId}
            onChange={(clubId) => setDraft((current) => ({ ...current, clubId }))}
            noneLabel={t('history.allVenues')}
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
          {t('history.reset')}
        </Button>
        <Button type="submit" variant="primary">
          {t('history.apply')}
        </Button>
      </div>
    </form>
  );
}
