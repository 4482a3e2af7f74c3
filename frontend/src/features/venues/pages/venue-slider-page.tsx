import { SliderSlotsEditor, type SliderFiles } from '../../../components/media/slider-slots-editor';
import { notifySuccess } from '../../../components/notify';
import { useUpdateVenueSlidersMutation } from '../api';
import { WithOwnVenue } from '../components/own-venue';
import { useMessages } from '../../../lib/locale';

/** The manager's slider: six images shown at the top of the venue's page. */
export function VenueSliderPage() {
  const [updateSliders] = useUpdateVenueSlidersMutation();
  const t = useMessages();

  return (
    <WithOwnVenue>
      {(venue) => (
        <SliderSlotsEditor
          title={t('venueAdmin.slider')}
          description={t('venueAdmin.sliderText')}
          images={venue.sliderImages}
          onSave={async (files: SliderFiles) => {
            try {
              await updateSliders({ clubId: venue._id, files }).unwrap();
              notifySuccess(t('venueAdmin.sliderSaved'));
              return true;
            } catch {
              // The error catalogue has already shown the reason.
              return false;
            }
          }}
        />
      )}
    </WithOwnVenue>
  );
}
