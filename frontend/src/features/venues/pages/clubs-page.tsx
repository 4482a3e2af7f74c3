import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import { PAGE_SIZES, VENUE_RANGS, venueRangLabel, venueTypeLabel } from '@izlazak/contracts';
import { useGetVenueNamesQuery, useListVenuesQuery } from '../../../api/shared-lookups';
import { EmptyState } from '../../../components/empty-state';
import { BuildingIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { Pagination } from '../../../components/pagination';
import { QueryState } from '../../../components/query-state';
import { SkeletonCards } from '../../../components/skeleton-cards';
import { VenueCard } from '../../../components/venue-card';
import { useAddressFilters } from '../../../lib/use-address-filters';
import { useGetVenueTypesInUseQuery } from '../api';
import '../venues.css';
import { useHydrated } from '../../../lib/use-hydrated';
import { useLocale, useMessages } from '../../../lib/locale';

const CARD_COLUMNS = 'col-12 col-sm-6 col-lg-4 col-xl-3';

interface FilterSelectProps {
  label: string;
  value: string;
  allLabel: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

function FilterSelect({ label, value, allLabel, options, onChange }: FilterSelectProps) {
  const id = useId();
  // The filters change the address once the page is hydrated: a change before would be lost.
  const hydrated = useHydrated();
  return (
    <div className="filter-bar__field">
      <label htmlFor={id} className="filter-bar__label">
        {label}
      </label>
      <select id={id} className="form-select" value={value} disabled={!hydrated} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** 'Pronađi mesto za izlazak': venues filtered by type, rang and venue, 16 per page. */
export function ClubsPage() {
  // The filters live in the address, so a filtered list can be shared and survives a reload.
  const { params, update, clear } = useAddressFilters();
  const type = params.get('type') ?? '';
  const rang = params.get('rang') ?? '';
  const clubId = params.get('clubId') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);

  const { data: types = [] } = useGetVenueTypesInUseQuery();
  const { data: names = [] } = useGetVenueNamesQuery(type || undefined);
  const venues = useListVenuesQuery({
    page,
    size: PAGE_SIZES.publicVenues,
    type: type || undefined,
    rang: rang || undefined,
    clubId: clubId || undefined,
  });
  const { data, isFetching } = venues;
  const t = useMessages();
  const locale = useLocale();

  const filtered = Boolean(type || rang || clubId);

  return (
    <>
      <PageHeader eyebrow={t('nav.venues')} title={t('footer.findVenue')} subtitle={t('clubs.subtitle')} />
      <div className="container py-5">
        <form className="filter-bar" role="search" aria-label={t('clubs.filters')} onSubmit={(event) => event.preventDefault()}>
          <FilterSelect
            label={t('clubs.type')}
            value={type}
            allLabel={t('clubs.allTypes')}
            options={types.map((value) => ({ value, label: venueTypeLabel(value, locale) }))}
            // A venue of another type would leave the list empty: the venue filter starts over.
            onChange={(value) => update({ type: value, clubId: '' })}
          />
          <FilterSelect
            label={t('clubs.rang')}
            value={rang}
            allLabel={t('clubs.allRangs')}
            options={VENUE_RANGS.map((value) => ({ value, label: venueRangLabel(value, locale) }))}
            onChange={(value) => update({ rang: value })}
          />
          <FilterSelect
            label={t('clubs.venue')}
            value={clubId}
            allLabel={t('clubs.allVenues')}
            options={names.map((venue) => ({ value: venue._id, label: venue.name }))}
            onChange={(value) => update({ clubId: value })}
          />
          <Button variant="outline-secondary" className="filter-bar__reset" disabled={!filtered} onClick={clear}>
            {t('site.resetFilters')}
          </Button>
        </form>

        <div className="d-flex justify-content-between align-items-center mb-3">
          <p className="text-body-secondary mb-0" aria-live="polite">
            {data && !isFetching ? t('clubs.found', { count: data.paginationData.total_records }) : t('site.loading')}
          </p>
        </div>

        <h2 className="visually-hidden">{t('clubs.foundHeading')}</h2>
        {isFetching ? (
          <SkeletonCards count={PAGE_SIZES.publicVenues} columnClassName={CARD_COLUMNS} />
        ) : (
          <QueryState
            query={venues}
            unavailable={t('clubs.unavailable')}
            large
            isEmpty={(page) => page.data.length === 0}
            empty={
              <EmptyState icon={<BuildingIcon size={36} />} large>
                <p className="mb-2">{filtered ? t('clubs.noneMatch') : t('clubs.none')}</p>
                {filtered && (
                  <Button variant="outline-primary" size="sm" onClick={clear}>
                    {t('clubs.showAll')}
                  </Button>
                )}
              </EmptyState>
            }
          >
            {(page) => (
              <div className="row g-4">
                {page.data.map((venue, index) => (
                  <div key={venue._id} className={CARD_COLUMNS}>
                    <VenueCard venue={venue} priority={index < 4} />
                  </div>
                ))}
              </div>
            )}
          </QueryState>
        )}

        <Pagination
          className="mt-5"
          page={page}
          totalPages={data?.paginationData.total_pages ?? 0}
          onPageChange={(next) => {
            update({ page: next > 1 ? String(next) : '' });
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
        />
      </div>
    </>
  );
}
