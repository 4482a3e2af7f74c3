import { t } from '@izlazak/contracts';
import { lazy, Suspense, useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useField } from 'react-final-form';
import type { FloorPlanView } from '@izlazak/contracts';
import type { FloorTable } from '../../../api/floor-api';
import type { FloorLegendEntry, FloorTableLook } from '../../../components/floor-plan/floor-plan';
import { FieldError } from '../../../components/form/fields';
import { LoadingIndicator } from '../../../components/loading-indicator';

// The plan's drawing comes with the first plan shown, not with the venue page.
const FloorPlan = lazy(() => import('../../../components/floor-plan/floor-plan'));

export const TABLE_JUST_TAKEN = 'Sto je upravo rezervisan, izaberite drugi';

const fits = (table: FloorTable, persons: number) => !persons || (persons <= table.maxPersons && persons >= (table.minPersons || 0));

/** What the colours mean to a guest: free, taken, not for their party, their own choice. */
const GUEST_LEGEND: readonly FloorLegendEntry[] = [
  { tone: 'free', label: 'Slobodan' },
  { tone: 'taken', label: 'Zauzet' },
  { tone: 'unfit', label: 'Nije za toliko osoba' },
  { tone: 'selected', label: 'Vaš izbor' },
];

/** What a guest sees of a table: free and big enough to pick, or greyed; never who holds it. */
export function guestLook(table: FloorTable, persons: number): FloorTableLook {
  if (table.state === 'taken') return { tone: 'taken', stateText: 'zauzet', pickable: false };
  if (!fits(table, persons)) return { tone: 'unfit', stateText: `slobodan, ${t('persons.notFor', { count: persons })}`, pickable: false };
  return { tone: 'free', stateText: 'slobodan', pickable: true };
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
  const selected = plan.tables.find((table) => table._id === input.value);
  const selectedLook = selected ? guestLook(selected, persons) : null;

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
  const freeCount = plan.tables.filter((table) => guestLook(table, persons).pickable).length;

  return (
    <fieldset className="mb-3 reservation-floor" data-testid="reservation-floor">
      <legend className="form-label fs-6 mb-1">
        Sto
        <span className="text-danger ms-1" aria-hidden="true">
          *
        </span>
      </legend>
      <p className="small text-body-secondary mb-2" role="status">
        {selected ? `Izabran sto: ${selected.name}` : freeCount ? 'Dodirnite slobodan sto na rasporedu.' : 'Za tu noć i taj broj osoba nema slobodnog stola.'}
      </p>
      {lostTable && (
        <Alert variant="warning" className="py-2" role="alert">
          {TABLE_JUST_TAKEN}
        </Alert>
      )}
      <Suspense fallback={<LoadingIndicator label="Učitavanje rasporeda..." />}>
        <FloorPlan plan={plan} label="Raspored stolova" look={(table) => guestLook(table, persons)} selectedId={input.value} onPick={pick} legend={GUEST_LEGEND} />
      </Suspense>
      <FieldError id="reservation-floor-error" message={lostTable ? undefined : error} />
    </fieldset>
  );
}
