import { lazy, Suspense, useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useField } from 'react-final-form';
import { t, type FloorPlanView, type Locale, type MessageId } from '@izlazak/contracts';
import type { FloorTable } from '../../../api/floor-api';
import type { FloorLegendEntry, FloorTableLook } from '../../../components/floor-plan/floor-plan';
import { FieldError } from '../../../components/form/fields';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { useLocale, useMessages } from '../../../lib/locale';

// The plan's drawing comes with the first plan shown, not with the venue page.
const FloorPlan = lazy(() => import('../../../components/floor-plan/floor-plan'));

const fits = (table: FloorTable, persons: number) => !persons || (persons <= table.maxPersons && persons >= (table.minPersons || 0));

/** What the colours mean to a guest: free, taken, not for their party, their own choice. */
const GUEST_LEGEND: readonly { tone: FloorLegendEntry['tone']; label: MessageId }[] = [
  { tone: 'free', label: 'floor.guest.free' },
  { tone: 'taken', label: 'floor.guest.taken' },
  { tone: 'unfit', label: 'floor.guest.unfit' },
  { tone: 'selected', label: 'floor.guest.yours' },
];

/** What a guest sees of a table: free and big enough to pick, or greyed; never who holds it. */
export function guestLook(table: FloorTable, persons: number, locale: Locale): FloorTableLook {
  if (table.state === 'taken') return { tone: 'taken', stateText: t('floor.guest.takenState', {}, locale), pickable: false };
  const free = t('floor.guest.freeState', {}, locale);
  if (!fits(table, persons)) return { tone: 'unfit', stateText: `${free}, ${t('persons.notFor', { count: persons }, locale)}`, pickable: false };
  return { tone: 'free', stateText: free, pickable: true };
}

interface FloorTablePickerProps {
  plan: FloorPlanView;
  persons: number;
}

/**
 * 'Sto' on the venue's plan: a guest taps a free table that fits the party. When the refreshed plan
 * shows the chosen table taken by someone else (the server refused it, or a refresh came first),
 * the choice is cleared with 'Sto je upravo rezervisan, izaberite drugi'.
 */
export function FloorTablePicker({ plan, persons }: FloorTablePickerProps) {
  const { input, meta } = useField<string>('tableId');
  const [lostTable, setLostTable] = useState(false);
  const locale = useLocale();
  const t = useMessages();
  const legend = GUEST_LEGEND.map((entry) => ({ tone: entry.tone, label: t(entry.label) }));
  const selected = plan.tables.find((table) => table._id === input.value);
  const selectedLook = selected ? guestLook(selected, persons, locale) : null;

  useEffect(() => {
    if (!selected || !selectedLook || selectedLook.pickable) return;
    // The notice goes with clearing the form's value, which can only be done here, after the render that found the table taken.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (selectedLook.tone === 'taken') setLostTable(true);
    input.onChange('');
  }, [selected, selectedLook, input]);

  const pick = (table: FloorTable) => {
    setLostTable(false);
    input.onChange(table._id);
  };
  const error = meta.submitError && !meta.dirtySinceLastSubmit ? String(meta.submitError) : meta.submitFailed && meta.error ? String(meta.error) : undefined;
  const freeCount = plan.tables.filter((table) => guestLook(table, persons, locale).pickable).length;

  return (
    <fieldset className="mb-3 reservation-floor" data-testid="reservation-floor">
      <legend className="form-label fs-6 mb-1">
        {t('booking.table')}
        <span className="text-danger ms-1" aria-hidden="true">
          *
        </span>
      </legend>
      <p className="small text-body-secondary mb-2" role="status">
        {selected ? t('floor.guest.chosen', { table: selected.name }) : freeCount ? t('floor.guest.tap') : t('booking.noTableForParty')}
      </p>
      {lostTable && (
        <Alert variant="warning" className="py-2" role="alert">
          {t('floor.guest.justTaken')}
        </Alert>
      )}
      <Suspense fallback={<LoadingIndicator label={t('floor.guest.loading')} />}>
        <FloorPlan plan={plan} label={t('venue.floorPlan')} look={(table) => guestLook(table, persons, locale)} selectedId={input.value} onPick={pick} legend={legend} />
      </Suspense>
      <FieldError id="reservation-floor-error" message={lostTable ? undefined : error} />
    </fieldset>
  );
}
