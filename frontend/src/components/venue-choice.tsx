import { useId } from 'react';
import { useGetVenueNamesQuery } from '../api/shared-lookups';
import { useMessages } from '../lib/locale';
import { DateInput } from './form/date-input';

/** 'Objekat': an admin chooses whose screen (a floor plan, its editor) they are looking at. */
export function VenueChoice({ clubId, onChange }: { clubId: string; onChange: (clubId: string) => void }) {
  const id = useId();
  const { data: venues = [] } = useGetVenueNamesQuery(undefined);
  const t = useMessages();
  return (
    <div className="venue-choice">
      <label className="form-label" htmlFor={id}>
        {t('common.venue')}
      </label>
      <select id={id} className="form-select" value={clubId} onChange={(change) => onChange(change.target.value)}>
        <option value="">{t('common.chooseVenue')}</option>
        {venues.map((venue) => (
          <option key={venue._id} value={venue._id}>
            {venue.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** 'Noć': the night a screen shows (yyyy-MM-dd); clearing the field keeps the night it had. */
export function NightChoice({ night, onChange }: { night: string; onChange: (night: string) => void }) {
  const id = useId();
  const t = useMessages();
  return (
    <div>
      <label className="form-label" htmlFor={id}>
        {t('common.night')}
      </label>
      <DateInput id={id} value={night} required onChange={(iso) => iso && onChange(iso)} />
    </div>
  );
}
