import { useMemo } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Form } from 'react-final-form';
import { venueTableSchema, type VenueTableInput, type VenueTableView } from '@izlazak/contracts';
import { serverFieldErrors } from '../../../api/error-catalogue';
import { TextField } from '../../../components/form/fields';
import { nestErrors, validateWith } from '../../../components/form/validate';
import { EntityHistory } from '../../../components/entity-history';
import { Modal } from '../../../components/modal';
import { notifySuccess } from '../../../components/notify';
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
  const initialValues = useMemo<TableFormValues>(
    () => ({ name: table?.name ?? '', maxPersons: table?.maxPersons ?? '', area: table?.area ?? '' }),
    [table],
  );

  async function onSubmit(values: TableFormValues) {
    const body: VenueTableInput = {
      name: values.name ?? '',
      maxPersons: String(values.maxPersons ?? ''),
      area: values.area ?? '',
      clubId,
    };
    try {
      if (table) {
        await changeTable({ tableId: table._id, table: body, version: table.version }).unwrap();
        notifySuccess('Stol uspešno izmenjen');
      } else {
        await addTable(body).unwrap();
        notifySuccess('Stol uspešno dodana');
      }
      onClose();
      return undefined;
    } catch (error) {
      return nestErrors(serverFieldErrors(error));
    }
  }

  return (
    <Modal show={show} title={table ? 'Izmeni sto' : 'Dodaj sto'} onClose={onClose} staticBackdrop>
      <Form<TableFormValues> onSubmit={onSubmit} initialValues={initialValues} validate={validate}>
        {({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={table ? 'Izmena stola' : 'Novi sto'}>
            <TextField name="name" label="Naziv stola" required placeholder="npr. Sto 12 ili VIP 1" autoComplete="off" />
            <div className="row">
              <div className="col-6">
                <TextField name="maxPersons" label="Broj osoba" type="number" required placeholder="npr. 6" />
              </div>
              <div className="col-6">
                <TextField name="area" label="Zona" placeholder="npr. Terasa" autoComplete="off" />
              </div>
            </div>
            <div className="modal-form-actions">
              <Button variant="outline-secondary" onClick={onClose} disabled={submitting}>
                Odustani
              </Button>
              <Button type="submit" variant="primary" disabled={submitting}>
                {submitting && <Spinner animation="border" size="sm" className="me-2" />}
                {table ? 'Sačuvaj izmene' : 'Dodaj sto'}
              </Button>
            </div>
          </form>
        )}
      </Form>
      <EntityHistory entityType="table" entityId={table?._id} />
    </Modal>
  );
}
