import { FLOOR_MESSAGES } from '@izlazak/contracts';
import { FormModal } from '../../../components/form-modal';
import { LabelledField, TextField } from '../../../components/form/fields';
import { useMessages } from '../../../lib/locale';

interface ZoneValues {
  name: string;
  color: string;
}

const INITIAL: ZoneValues = { name: '', color: '#7c3aed' };

/** 'Dodaj zonu': a name ('Separei', 'Bina', 'Bašta', 'Šank') and the colour its tables are outlined in. */
export function ZoneModal({ show, taken, onAdd, onClose }: { show: boolean; taken: string[]; onAdd: (name: string, color: string) => void; onClose: () => void }) {
  const t = useMessages();
  const validate = ({ name }: ZoneValues) => {
    const trimmed = name.trim();
    if (!trimmed || trimmed.length > 40) return { name: FLOOR_MESSAGES.zoneName };
    if (taken.includes(trimmed.toLowerCase())) return { name: FLOOR_MESSAGES.zoneNameTaken };
    return {};
  };
  return (
    <FormModal<ZoneValues>
      show={show}
      title={t('venueAdmin.addZone')}
      formLabel={t('venueAdmin.newZone')}
      submitLabel={t('venueAdmin.addZone')}
      initialValues={INITIAL}
      validate={validate}
      save={({ name, color }) => {
        onAdd(name.trim(), color);
        return Promise.resolve();
      }}
      onClose={onClose}
    >
      <TextField name="name" label={t('venueAdmin.zoneName')} required placeholder={t('venueAdmin.zoneNamePlaceholder')} maxLength={40} />
      <LabelledField name="color" label={t('venueAdmin.colour')} control={(props) => <input {...props} type="color" className="form-control form-control-color" />} />
    </FormModal>
  );
}
