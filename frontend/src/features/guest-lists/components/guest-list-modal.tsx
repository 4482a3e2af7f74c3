import { useMemo } from 'react';
import { guestListSchema } from '@izlazak/contracts';
import { CheckboxField, SelectField, TextField } from '../../../components/form/fields';
import { NightField } from '../../../components/form/night-field';
import { validateWith } from '../../../components/form/validate';
import { FormModal } from '../../../components/form-modal';
import { isoDateOf } from '../../../lib/belgrade-time';
import { useMessages } from '../../../lib/locale';
import { useListEventsOfNightQuery, useOpenGuestListMutation, type GuestListBody } from '../api';
import { formatNight } from '../guest-list-format';

type GuestListFormValues = Required<GuestListBody>;

const validate = validateWith(guestListSchema);

interface GuestListModalProps {
  show: boolean;
  clubId: string;
  /** The night the screen shows (yyyy-MM-dd): the new list's, unless changed. */
  night: string;
  onClose: () => void;
}

/** 'Nova lista': every term of the list, the event one of that night's. */
export function GuestListModal({ show, clubId, night, onClose }: GuestListModalProps) {
  const [openGuestList] = useOpenGuestListMutation();
  const t = useMessages();
  const initialValues = useMemo<GuestListFormValues>(
    () => ({
      night: formatNight(night),
      eventId: '',
      name: '',
      benefit: '',
      price: '0',
      capacity: '',
      perPromoterCapacity: '',
      maxPlusOnes: '0',
      closesAt: '00:30',
      public: true,
    }),
    [night],
  );

  async function save(values: GuestListFormValues) {
    const { eventId, perPromoterCapacity, ...terms } = values;
    await openGuestList({
      clubId,
      list: {
        ...terms,
        benefit: terms.benefit ?? '',
        ...(eventId ? { eventId } : {}),
        ...(perPromoterCapacity ? { perPromoterCapacity: String(perPromoterCapacity) } : {}),
      },
    }).unwrap();
    return t('guestLists.opened');
  }

  return (
    <FormModal<GuestListFormValues>
      show={show}
      width={600}
      title={t('guestLists.new')}
      formLabel={t('guestLists.new')}
      submitLabel={t('guestLists.openSubmit')}
      initialValues={initialValues}
      validate={validate}
      save={save}
      onClose={onClose}
    >
      {({ values }) => (
        <>
          <div className="row">
            <div className="col-12 col-sm-6">
              <NightField name="night" label={t('common.night')} required />
            </div>
            <div className="col-12 col-sm-6">
              <NightEventField clubId={clubId} night={isoDateOf(values.night ?? '')} />
            </div>
          </div>
          <TextField name="name" label={t('guestLists.name')} required autoComplete="off" placeholder={t('guestLists.namePlaceholder')} />
          <div className="row">
            <div className="col-12 col-sm-8">
              <TextField name="benefit" label={t('guestLists.benefit')} autoComplete="off" placeholder={t('guestLists.benefitPlaceholder')} />
            </div>
            <div className="col-12 col-sm-4">
              <TextField name="price" label={t('guestLists.priceLabel')} type="number" inputMode="numeric" hint={t('guestLists.priceHint')} />
            </div>
          </div>
          <div className="row">
            <div className="col-6 col-sm-4">
              <TextField name="capacity" label={t('guestLists.capacity')} type="number" inputMode="numeric" required />
            </div>
            <div className="col-6 col-sm-4">
              <TextField name="perPromoterCapacity" label={t('guestLists.perPromoterCapacity')} type="number" inputMode="numeric" />
            </div>
            <div className="col-6 col-sm-4">
              <TextField name="maxPlusOnes" label={t('guestLists.maxPlusOnes')} type="number" inputMode="numeric" />
            </div>
            <div className="col-6 col-sm-4">
              <TextField name="closesAt" label={t('guestLists.closesAt')} type="time" required hint={t('guestLists.closesAtHint')} />
            </div>
          </div>
          <CheckboxField name="public" label={t('guestLists.public')} asSwitch hint={t('guestLists.publicHint')} />
        </>
      )}
    </FormModal>
  );
}

/** 'Događaj': one of that night's events at the venue, or none (a list of the whole night). */
function NightEventField({ clubId, night }: { clubId: string; night: string }) {
  const t = useMessages();
  const { data } = useListEventsOfNightQuery({ clubId, night }, { skip: !clubId || !night });
  const events = (data?.data ?? []).filter((event) => event.dateOfEvent === night);
  return (
    <SelectField
      name="eventId"
      label={t('guestLists.event')}
      placeholder={t('guestLists.wholeNight')}
      options={events.map((event) => ({ value: event._id, label: event.title }))}
      disabled={events.length === 0}
    />
  );
}
