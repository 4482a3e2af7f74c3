import { useMemo } from 'react';
import { venueTableSchema, type VenueTableInput, type VenueTableView } from '@izlazak/contracts';
import { TextField } from '../../../components/form/fields';
import { validateWith } from '../../../components/form/validate';
import { EntityHistory } from '../../../components/entity-history';
import { FormModal } from '../../../components/form-modal';
import { useAddVenueTableMutation, useChangeVenueTableMutation } from '../api';
import { useKeptWhileClosing } from '../../../components/use-kept-while-closing';
import { useMessages } from '../../../lib/locale';

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
  const t = useMessages();
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
      return t('venueAdmin.tableEdited');
    }
    await addTable(body).unwrap();
    return t('venueAdmin.tableAdded');
  }

  return (
    <FormModal<TableFormValues>
      show={show}
      title={table ? t('venueAdmin.editTable') : t('venueAdmin.addTable')}
      formLabel={table ? t('venueAdmin.editingTable') : t('venueAdmin.newTable')}
      submitLabel={table ? t('venueAdmin.saveChanges') : t('venueAdmin.addTable')}
      initialValues={initialValues}
      validate={validate}
      save={save}
      onClose={onClose}
      after={<EntityHistory entityType="table" entityId={table?._id} />}
    >
      <TextField name="name" label={t('venueAdmin.tableName')} required placeholder={t('venueAdmin.tableNamePlaceholder')} autoComplete="off" />
      <div className="row">
        <div className="col-6">
          <TextField name="maxPersons" label={t('venueAdmin.persons')} type="number" required placeholder={t('venueAdmin.personsPlaceholder')} />
        </div>
        <div className="col-6">
          <TextField name="area" label={t('venueAdmin.zone')} placeholder={t('venueAdmin.zonePlaceholder')} autoComplete="off" />
        </div>
      </div>
    </FormModal>
  );
}
