import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Form } from 'react-final-form';
import type { GoogleVenueSettingsInput } from '@izlazak/contracts';
import { CheckboxField } from '../../../components/form/fields';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { notifySuccess } from '../../../components/notify';
import { QueryState } from '../../../components/query-state';
import { selectCurrentUser, useAppSelector } from '../../../state/hooks';
import { useChangeGoogleSettingsMutation, useGetGoogleSettingsQuery } from '../api';
import { useMessages } from '../../../lib/locale';

/**
 * 'Rezervacije preko Google-a': the manager lets guests book the venue's tables from Google
 * (Maps, Search), and says whether those bookings wait for the venue's confirmation.
 */
export function GoogleBookingCard() {
  const clubId = useAppSelector(selectCurrentUser)?.clubId ?? '';
  const settings = useGetGoogleSettingsQuery(clubId, { skip: !clubId });
  const [change] = useChangeGoogleSettingsMutation();
  const t = useMessages();
  if (!clubId) return null;

  async function onSubmit(values: GoogleVenueSettingsInput) {
    try {
      await change({ clubId, settings: { enabled: Boolean(values.enabled), confirmsByHand: Boolean(values.confirmsByHand) } }).unwrap();
      notifySuccess(t('google.saved'));
    } catch {
      // The error catalogue has toasted why; the form keeps what was chosen.
    }
  }

  return (
    <QueryState query={settings} unavailable={t('google.unavailable')} loading={<LoadingIndicator />}>
      {(current) => (
        <Form<GoogleVenueSettingsInput> onSubmit={onSubmit} initialValues={{ enabled: current.enabled, confirmsByHand: current.confirmsByHand }}>
          {({ handleSubmit, submitting, pristine }) => (
            <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={t('google.title')} className="settings-form mt-4">
              <div className="card shadow-sm border-0">
                <div className="card-header bg-transparent py-3">
                  <h2 className="h5 mb-1">{t('google.title')}</h2>
                  <p className="small text-body-secondary mb-0">{t('google.intro')}</p>
                </div>
                <div className="card-body">
                  <CheckboxField name="enabled" label={t('google.enabled')} asSwitch />
                  <CheckboxField name="confirmsByHand" label={t('google.byHand')} asSwitch className="mb-0" />
                </div>
                <div className="card-footer bg-transparent d-flex justify-content-end py-3">
                  <Button type="submit" variant="primary" disabled={pristine || submitting}>
                    {submitting && <Spinner animation="border" size="sm" className="me-2" />}
                    {t('google.save')}
                  </Button>
                </div>
              </div>
            </form>
          )}
        </Form>
      )}
    </QueryState>
  );
}
