import { useEffect, useMemo } from 'react';
import { useForm } from 'react-final-form';
import { hasPlan, useGetFloorQuery } from '../../../api/floor-api';
import { SelectField } from '../../../components/form/fields';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { useGetNightTablesQuery } from '../api';
import { FloorTablePicker } from './floor-table-picker';
import { tableLabel, tablesFor } from './reservation-format';
import { useLocale, useMessages } from '../../../lib/locale';

interface TablePickerProps {
  clubId: string;
  /** yyyy-MM-dd, or '' while the night is not filled in. */
  night: string;
  eventId?: string;
  persons: number;
  selected: string;
  /** The edited reservation's own table: offered even though the reservation itself holds it. */
  keep?: string;
  /** The guest's form: a venue with a floor plan is picked from on the plan. */
  onPlan?: boolean;
}

/** How often a guest's plan asks again who took what (and at once when the tab is back in focus). */
const PLAN_REFRESH_MS = 20_000;

/** 'Sto': on the venue's plan where it has one (a guest's form), or the list of tables. */
export function TablePicker({ onPlan, ...props }: TablePickerProps) {
  const t = useMessages();
  const { clubId, night, persons } = props;
  const floor = useGetFloorQuery(
    { clubId, night },
    { skip: !onPlan || !clubId || !night, pollingInterval: PLAN_REFRESH_MS, refetchOnFocus: true, refetchOnMountOrArgChange: true },
  );
  if (onPlan && clubId && night) {
    if (floor.currentData && hasPlan(floor.currentData)) return <FloorTablePicker plan={floor.currentData} persons={persons} />;
    // A venue without a plan, or a plan that could not be had, keeps the list.
    if (!floor.currentData && !floor.isError) return <LoadingIndicator label={t('booking.loadingTables')} />;
  }
  return <TableList {...props} />;
}

/** 'Sto': only the tables free that night and big enough for the party. */
function TableList({ clubId, night, eventId, persons, selected, keep }: Omit<TablePickerProps, 'onPlan'>) {
  const form = useForm();
  const t = useMessages();
  const locale = useLocale();
  const tables = useGetNightTablesQuery({ clubId, date: night, eventId: eventId || undefined }, { skip: !clubId || !night, refetchOnMountOrArgChange: true });
  const offered = useMemo(() => (tables.currentData ? tablesFor(tables.currentData.data, persons, keep) : null), [tables.currentData, persons, keep]);

  useEffect(() => {
    // A table that no longer fits (more persons, another night) is not kept silently.
    if (offered && selected && !offered.some((table) => table._id === selected)) form.change('tableId', '');
  }, [offered, selected, form]);

  const placeholder = !clubId
    ? t('booking.venueFirst')
    : !night
      ? t('booking.dateFirst')
      : offered === null
        ? t('booking.loadingTables')
        : offered.length === 0
          ? t('booking.noFreeTables')
          : t('booking.pickTable');
  return (
    <>
      <SelectField
        name="tableId"
        label={t('booking.table')}
        required
        placeholder={placeholder}
        options={(offered ?? []).map((table) => ({ value: table._id, label: tableLabel(table, locale) }))}
      />
      {offered !== null && offered.length === 0 && night && (
        <p className="small text-body-secondary mt-n2" role="status">
          {t('booking.noTableForParty')}
        </p>
      )}
    </>
  );
}
