import { SliderSlotsEditor, type SliderFiles } from '../../../components/media/slider-slots-editor';
import { notifySuccess } from '../../../components/notify';
import { useUpdateVenueSlidersMutation } from '../api';
import { WithOwnVenue } from '../components/own-venue';

/** The manager's slider: six images shown at the top of the venue's page. */
export function VenueSliderPage() {
  const [updateSliders] = useUpdateVenueSlidersMutation();

  return (
    <WithOwnVenue>
      {(venue) => (
        <SliderSlotsEditor
          title="Slider objekta"
          description="Slike koje se smenjuju na vrhu stranice objekta. Menjaju se samo mesta za koja izaberete novu sliku."
          images={venue.sliderImages}
          onSave={async (files: SliderFiles) => {
            try {
              await updateSliders({ clubId: venue._id, files }).unwrap();
              notifySuccess('Slike uspešno izmenjene');
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
