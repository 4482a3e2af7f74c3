import { useMemo } from 'react';
import { venueTableSchema, type VenueTableInput, type VenueTableView } from '@izlazak/contracts';
import { TextField } from '../../../components/form/fields';
import { validateWith } from '../../../components/form/validate';
import { EntityHistory } from '../../../components/entity-history';
import { FormModal } from '../../../components/form-modal';
import { useAddVenueTableMutation, useChangeVenueTableMutation } from '../api';
import { useKeptWhileClosing } from '../../../components/use-kept-while-closing';

interface TableFormValues {
  name: string;
  maxPersons: string;
  area: string;
}

const validate = validateWith(venueTableSchema);

interface TableModalProps {
  show: boolean;
  /**
   * The table being edited, as the list shows it now (none to add one): when a save is refused
   * because someone changed the table meanwhile, the list reloads and the form shows the new data.
   */
  table: VenueTableView | null;
  clubId: string;
  onClose: () => void;
}

/** Add or edit a table: its name, how many people it seats and its zone. */
export function TableModal({ show, table: requestedTable, clubId, onClose }: TableModalProps) {
  const table = useKeptWhileClosing(show, requestedTable);

  const [addTable] = useAddVenueTableMutation();
  const [changeTable] = useChangeVenueTableMutation();
  const initialValues = useMemo<TableFormValues>(() => ({ name: table?.name ?? '', maxPersons: table?.maxPersons ?? '', area: table?.area ?? '' }), [table]);

  async function save(values: TableFormValues) {
    const body: VenueTableInput = {
      name: values.name ?? '',
      maxPersons: String(values.maxPersons ?? ''),
      area: values.area ?? '',
      clubId,
    };
    if (table) {
      await changeTable({ tableId: table._id, table: body, version: table.version }).unwrap();
      return 'Stol uspešno izmenjen';
    }
    await addTable(body).unwrap();
    return 'Stol uspešno dodana';
  }

  return (
    <FormModal<TableFormValues>
      show={show}
      title={table ? 'Izmeni sto' : 'Dodaj sto'}
      formLabel={table ? 'Izmena stola' : 'Novi sto'}
      submitLabel={table ? 'Sačuvaj izmene' : 'Dodaj sto'}
      initialValues={initialValues}
      validate={validate}
      save={save}
      onClose={onClose}
      after={<EntityHistory entityType="table" entityId={table?._id} />}
    >
      <TextField name="name" label="Naziv stola" required placeholder="npr. Sto 12 ili VIP 1" autoComplete="off" />
      <div className="row">
        <div className="col-6">
          <TextField name="maxPersons" label="Broj osoba" type="number" required placeholder="npr. 6" />
        </div>
        <div className="col-6">
          <TextField name="area" label="Zona" placeholder="npr. Terasa" autoComplete="off" />
        </div>
      </div>
    </FormModal>
  );
}
