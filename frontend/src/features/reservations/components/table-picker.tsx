import { useEffect, useMemo } from 'react';
import { useForm } from 'react-final-form';
import { SelectField } from '../../../components/form/fields';
import { useGetNightTablesQuery } from '../api';
import { tableLabel, tablesFor } from './reservation-format';

interface TablePickerProps {
  clubId: string;
  /** yyyy-MM-dd, or '' while the night is not filled in. */
  night: string;
  eventId?: string;
  persons: number;
  selected: string;
  /** The edited reservation's own table: offered even though the reservation itself holds it. */
  keep?: string;
}

/** 'Sto': only the tables free that night and big enough for the party. */
export function TablePicker({ clubId, night, eventId, persons, selected, keep }: TablePickerProps) {
  const form = useForm();
  const tables = useGetNightTablesQuery({ clubId, date: night, eventId: eventId || undefined }, { skip: !clubId || !night, refetchOnMountOrArgChange: true });
  const offered = useMemo(() => (tables.currentData ? tablesFor(tables.currentData.data, persons, keep) : null), [tables.currentData, persons, keep]);

  useEffect(() => {
    // A table that no longer fits (more persons, another night) is not kept silently.
    if (offered && selected && !offered.some((table) => table._id === selected)) form.change('tableId', '');
  }, [offered, selected, form]);

  const placeholder = !clubId
    ? 'Prvo izaberite objekat'
    : !night
      ? 'Prvo izaberite datum'
      : offered === null
        ? 'Učitavanje stolova...'
        : offered.length === 0
          ? 'Nema slobodnih stolova'
          : 'Izaberite sto';
  return (
    <>
      <SelectField
        name="tableId"
        label="Sto"
        required
        placeholder={placeholder}
        options={(offered ?? []).map((table) => ({ value: table._id, label: tableLabel(table) }))}
      />
      {offered !== null && offered.length === 0 && night && (
        <p className="small text-body-secondary mt-n2" role="status">
          Za tu noć i taj broj osoba nema slobodnog stola.
        </p>
      )}
    </>
  );
}
