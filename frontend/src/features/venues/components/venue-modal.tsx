import { useMemo } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Form } from 'react-final-form';
import {
  venueWithManagerSchema,
  venueWithManagerUpdateSchema,
  type VenueView,
  type VenueWithManagerInput,
} from '@izlazak/contracts';
import { serverFieldErrors } from '../../../api/error-catalogue';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { EntityHistory } from '../../../components/entity-history';
import { Modal } from '../../../components/modal';
import { nestErrors } from '../../../components/form/validate';
import { notifySuccess } from '../../../components/notify';
import { useCreateVenueMutation, useGetVenueManagerQuery, useUpdateVenueWithManagerMutation } from '../api';
import { ManagerFields, VenueFields } from './venue-fields';
import {
  completeManager,
  completeVenue,
  emptyManagerValues,
  emptyVenueValues,
  managerValues,
  venueValues,
  type VenueWithManagerFormValues,
} from './venue-form-values';
import { socialErrorsToRows, validateVenueForm } from './venue-validation';
import { useKeptWhileClosing } from '../../../components/use-kept-while-closing';

const socialRowsOf = (values: Partial<VenueWithManagerFormValues>) => values.club?.socialMedia;
const validateNew = validateVenueForm(venueWithManagerSchema, socialRowsOf, 'club.');
const validateExisting = validateVenueForm(venueWithManagerUpdateSchema, socialRowsOf, 'club.');

interface VenueModalProps {
  show: boolean;
  /** The venue being edited; none to add a new one. */
  venue: VenueView | null;
  onClose: () => void;
}

function VenueWithManagerForm({
  initialValues,
  editing,
  onSubmit,
  onCancel,
}: {
  initialValues: VenueWithManagerFormValues;
  editing: boolean;
  onSubmit: (values: VenueWithManagerFormValues) => Promise<Record<string, unknown> | undefined>;
  onCancel: () => void;
}) {
  return (
    <Form<VenueWithManagerFormValues>
      onSubmit={onSubmit}
      initialValues={initialValues}
      validate={editing ? validateExisting : validateNew}
    >
      {({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={editing ? 'Izmena objekta' : 'Novi objekat'}>
          <section className="modal-section">
            <h3 className="modal-section__title">Podaci o objektu</h3>
            <VenueFields prefix="club." showRang />
          </section>
          <section className="modal-section">
            <h3 className="modal-section__title">Menadžer objekta</h3>
            <p className="small text-body-secondary mt-n2 mb-3">
              {editing
                ? 'Menadžer se prijavljuje ovim email-om i upravlja objektom.'
                : 'Sa ovim podacima menadžer se prijavljuje i upravlja objektom.'}
            </p>
            <ManagerFields passwordOptional={editing} />
          </section>
          <div className="modal-form-actions">
            <Button variant="outline-secondary" onClick={onCancel} disabled={submitting}>
              Odustani
            </Button>
            <Button type="submit" variant="primary" disabled={submitting}>
              {submitting && <Spinner animation="border" size="sm" className="me-2" />}
              {editing ? 'Sačuvaj izmene' : 'Dodaj objekat'}
            </Button>
          </div>
        </form>
      )}
    </Form>
  );
}

/** The admin's venue-and-manager form: a new venue with its manager's account, or changes to both. */
export function VenueModal({ show, venue: requestedVenue, onClose }: VenueModalProps) {
  const venue = useKeptWhileClosing(show, requestedVenue);
  const editing = venue !== null;
  const manager = useGetVenueManagerQuery(venue?._id ?? '', { skip: !venue });
  const [createVenue] = useCreateVenueMutation();
  const [updateVenue] = useUpdateVenueWithManagerMutation();

  const initialValues = useMemo<VenueWithManagerFormValues>(
    () =>
      venue
        ? { club: venueValues(venue, true), user: managerValues(manager.data) }
        : { club: emptyVenueValues(), user: emptyManagerValues() },
    [venue, manager.data],
  );

  async function onSubmit(values: VenueWithManagerFormValues) {
    const club = completeVenue(values.club ?? {});
    const user = completeManager(values.user ?? {});
    try {
      if (venue) {
        await updateVenue({ clubId: venue._id, club, user, version: venue.version } as Parameters<typeof updateVenue>[0]).unwrap();
        notifySuccess('Klub uspešno izmenjen');
      } else {
        await createVenue({ club, user } as VenueWithManagerInput).unwrap();
        notifySuccess('Objekat uspešno dodana');
      }
      onClose();
      return undefined;
    } catch (error) {
      return nestErrors(socialErrorsToRows(serverFieldErrors(error), club.socialMedia, 'club.'));
    }
  }

  return (
    <Modal show={show} title={editing ? `Izmena objekta: ${venue.name}` : 'Novi objekat'} onClose={onClose} size="xl" staticBackdrop>
      {editing && manager.isLoading ? (
        <LoadingIndicator label="Učitavanje menadžera..." />
      ) : (
        <>
          {editing && manager.isError && (
            <Alert variant="warning" className="py-2">
              Podaci menadžera nisu učitani; unesite ih ponovo pre čuvanja.
            </Alert>
          )}
          <VenueWithManagerForm
            key={venue?._id ?? 'new'}
            initialValues={initialValues}
            editing={editing}
            onSubmit={onSubmit}
            onCancel={onClose}
          />
          <EntityHistory entityType="venue" entityId={venue?._id} />
        </>
      )}
    </Modal>
  );
}
