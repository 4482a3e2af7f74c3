import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { venueUpdateSchema, type VenueUpdateInput, type VenueView } from '@izlazak/contracts';
import { serverFieldErrors } from '../../../api/error-catalogue';
import { nestErrors } from '../../../components/form/validate';
import { notifySuccess } from '../../../components/notify';
import { useUpdateVenueMutation } from '../api';
import { VenueFields } from './venue-fields';
import { completeVenue, venueValues, type VenueFormValues } from './venue-form-values';
import { socialErrorsToRows, validateVenueForm } from './venue-validation';
import { SettingsCard } from '../../../components/settings-card';
import { useMessages } from '../../../lib/locale';

const validate = validateVenueForm(venueUpdateSchema, (values: Partial<VenueFormValues>) => values.socialMedia);

/**
 * The manager's own venue data; the rang is the admin's to change. A save made from a version
 * someone else has changed since is refused (toasted); the venue is then loaded again and the
 * form starts over from it.
 */
export function VenueSettingsForm({ venue }: { venue: VenueView }) {
  const [updateVenue] = useUpdateVenueMutation();
  const t = useMessages();
  const initialValues = useMemo(() => venueValues(venue, false), [venue]);

  async function onSubmit(values: VenueFormValues) {
    const club = completeVenue(values);
    try {
      await updateVenue({ clubId: venue._id, club: club as VenueUpdateInput, version: venue.version }).unwrap();
      notifySuccess(t('venueAdmin.venueEdited'));
      return undefined;
    } catch (error) {
      return nestErrors(socialErrorsToRows(serverFieldErrors(error), club.socialMedia));
    }
  }

  return (
    <Form<VenueFormValues> onSubmit={onSubmit} initialValues={initialValues} validate={validate}>
      {(form) => (
        <SettingsCard
          title={t('venueForm.settingsTitle')}
          intro={t('venueForm.settingsIntro')}
          updatedAt={venue.updatedAt}
          form={form}
          aside={
            <div className="small text-body-secondary d-flex align-items-center gap-2">
              {t('venueForm.rangLabel')}
              <span className={`rang-badge ${venue.rang === 'Premijum' ? 'is-premium' : ''}`}>{venue.rang}</span>
              <span>{t('venueForm.rangSetBy')}</span>
            </div>
          }
        >
          <VenueFields />
        </SettingsCard>
      )}
    </Form>
  );
}
