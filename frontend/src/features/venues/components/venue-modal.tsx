import { useMemo } from 'react';
import Alert from 'react-bootstrap/Alert';
import { venueWithManagerSchema, venueWithManagerUpdateSchema, type VenueView, type VenueWithManagerInput } from '@izlazak/contracts';
import { serverFieldErrors } from '../../../api/error-catalogue';
import { EntityHistory } from '../../../components/entity-history';
import { FormModal } from '../../../components/form-modal';
import { accountValues } from '../../../components/form/account-values';
import { nestErrors } from '../../../components/form/validate';
import { useCreateVenueMutation, useGetVenueManagerQuery, useUpdateVenueWithManagerMutation } from '../api';
import { ManagerFields, VenueFields } from './venue-fields';
import { completeManager, completeVenue, emptyVenueValues, venueValues, type VenueWithManagerFormValues } from './venue-form-values';
import { socialErrorsToRows, validateVenueForm } from './venue-validation';
import { useKeptWhileClosing } from '../../../components/use-kept-while-closing';
import { useMessages } from '../../../lib/locale';

const socialRowsOf = (values: Partial<VenueWithManagerFormValues>) => values.club?.socialMedia;
const validateNew = validateVenueForm(venueWithManagerSchema, socialRowsOf, 'club.');
const validateExisting = validateVenueForm(venueWithManagerUpdateSchema, socialRowsOf, 'club.');
const socialRowErrorsOf = (error: unknown, values: VenueWithManagerFormValues) =>
  nestErrors(socialErrorsToRows(serverFieldErrors(error), completeVenue(values.club ?? {}).socialMedia, 'club.'));

interface VenueModalProps {
  show: boolean;
  /** The venue being edited; none to add a new one. */
  venue: VenueView | null;
  onClose: () => void;
}

/** The admin's venue-and-manager form: a new venue with its manager's account, or changes to both. */
export function VenueModal({ show, venue: requestedVenue, onClose }: VenueModalProps) {
  const venue = useKeptWhileClosing(show, requestedVenue);
  const editing = venue !== null;
  const manager = useGetVenueManagerQuery(venue?._id ?? '', { skip: !venue });
  const [createVenue] = useCreateVenueMutation();
  const [updateVenue] = useUpdateVenueWithManagerMutation();
  const t = useMessages();

  const initialValues = useMemo<VenueWithManagerFormValues>(
    () => (venue ? { club: venueValues(venue, true), user: accountValues(manager.data) } : { club: emptyVenueValues(), user: accountValues() }),
    [venue, manager.data],
  );

  async function save(values: VenueWithManagerFormValues) {
    const club = completeVenue(values.club ?? {});
    const user = completeManager(values.user ?? {});
    if (venue) {
      await updateVenue({ clubId: venue._id, club, user, version: venue.version } as Parameters<typeof updateVenue>[0]).unwrap();
      return t('venueAdmin.venueEdited');
    }
    await createVenue({ club, user } as VenueWithManagerInput).unwrap();
    return t('venueAdmin.venueAdded');
  }

  return (
    <FormModal<VenueWithManagerFormValues>
      show={show}
      size="xl"
      title={editing ? t('venueAdmin.editingVenueNamed', { name: venue.name }) : t('venueAdmin.newVenue')}
      formLabel={editing ? t('venueAdmin.editingVenue') : t('venueAdmin.newVenue')}
      submitLabel={editing ? t('venueAdmin.saveChanges') : t('venueAdmin.addVenue')}
      loadingLabel={editing && manager.isLoading ? t('venueAdmin.loadingManager') : undefined}
      initialValues={initialValues}
      validate={editing ? validateExisting : validateNew}
      save={save}
      failed={socialRowErrorsOf}
      onClose={onClose}
      after={<EntityHistory entityType="venue" entityId={venue?._id} />}
    >
      {editing && manager.isError && (
        <Alert variant="warning" className="py-2">
          {t('venueAdmin.managerNotLoaded')}
        </Alert>
      )}
      <section className="modal-section">
        <h3 className="modal-section__title">{t('venueAdmin.venueDetails')}</h3>
        <VenueFields prefix="club." showRang />
      </section>
      <section className="modal-section">
        <h3 className="modal-section__title">{t('venueAdmin.manager')}</h3>
        <p className="small text-body-secondary mt-n2 mb-3">{editing ? t('venueAdmin.managerSignsInWithEmail') : t('venueAdmin.managerSignsIn')}</p>
        <ManagerFields passwordOptional={editing} />
      </section>
    </FormModal>
  );
}
