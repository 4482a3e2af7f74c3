import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import { eventTypeLabel, type EventView } from '@izlazak/contracts';
import { Pagination } from '../../../components/pagination';
import { useAddressFilters } from '../../../lib/use-address-filters';
import { useGetEventTypesQuery, useListEventsQuery } from '../api';
import { nightFromInput } from './event-format';
import { EventGrid } from './event-grid';
import '../events.css';
import { useHydrated } from '../../../lib/use-hydrated';
import { useLocale, useMessages } from '../../../lib/locale';
import { DateInput } from '../../../components/form/date-input';

interface EventsBrowserProps {
  /** A venue's own events page; none for every venue. */
  clubId?: string;
  pageSize: number;
  onOpen: (event: EventView) => void;
  /** How many first cards fetch their picture at once: none under an event's detail, which is seen first. */
  eagerPictures?: number;
}

/**
 * 'Pronađi događaj za izlazak': the type and date filters, the cards and the pages. The filters
 * live in the address, so a filtered list can be shared and survives a reload.
 */
export function EventsBrowser({ clubId, pageSize, onOpen, eagerPictures = 2 }: EventsBrowserProps) {
  const { params, update } = useAddressFilters();
  const type = params.get('type') ?? '';
  const date = nightFromInput(params.get('date') ?? '');
  const page = Math.max(1, Number(params.get('page')) || 1);
  const typeId = useId();
  // The filters change the address once the page is hydrated: a change before would be lost.
  const hydrated = useHydrated();
  const dateId = useId();
  const t = useMessages();
  const locale = useLocale();

  const { data: types = [] } = useGetEventTypesQuery(clubId);
  const { data, isFetching, isError, refetch } = useListEventsQuery({ page, size: pageSize, clubId, type: type || undefined, date: date || undefined });

  const filtered = Boolean(type || date);
  const total = data?.pagination.total_records ?? 0;

  return (
    <>
      <form className="event-filters" role="search" aria-label={t('events.filters')} onSubmit={(event) => event.preventDefault()}>
        <div>
          <label htmlFor={typeId} className="event-filters__label">
            {t('events.type')}
          </label>
          <select id={typeId} className="form-select" value={type} disabled={!hydrated} onChange={(event) => update({ type: event.target.value })}>
            <option value="">{t('events.allTypes')}</option>
            {[...new Set([...types, ...(type ? [type] : [])])].map((value) => (
              <option key={value} value={value}>
                {eventTypeLabel(value, locale)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={dateId} className="event-filters__label">
            {t('booking.date')}
          </label>
          <DateInput id={dateId} value={date} disabled={!hydrated} onChange={(iso) => update({ date: iso })} />
        </div>
        <Button variant="outline-secondary" disabled={!filtered} onClick={() => update({ type: '', date: '' })}>
          {t('site.resetFilters')}
        </Button>
      </form>

      <p className="text-body-secondary mb-3" aria-live="polite">
        {data && !isFetching ? t('events.found', { count: total }) : t('site.loading')}
      </p>

      <h2 className="visually-hidden">{t('events.foundHeading')}</h2>
      <EventGrid
        events={data?.data}
        loading={isFetching}
        skeletons={pageSize}
        onOpen={onOpen}
        label={t('nav.events')}
        eager={eagerPictures}
        empty={
          isError ? (
            <>
              <p className="mb-2">{t('events.unavailable')}</p>
              <Button variant="outline-primary" size="sm" onClick={() => void refetch()}>
                {t('site.retry')}
              </Button>
            </>
          ) : (
            <p className="mb-0">{filtered ? t('events.noneMatch') : t('events.noneAnnounced')}</p>
          )
        }
      />

      <Pagination
        className="mt-5"
        page={page}
        totalPages={data?.pagination.total_pages ?? 0}
        onPageChange={(next) => {
          update({ page: next > 1 ? String(next) : '' });
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
      />
    </>
  );
}
