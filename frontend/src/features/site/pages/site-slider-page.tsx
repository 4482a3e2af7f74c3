import Alert from 'react-bootstrap/Alert';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { SliderSlotsEditor, type SliderFiles } from '../../../components/media/slider-slots-editor';
import { notifySuccess } from '../../../components/notify';
import { useGetSiteSliderImagesQuery, useUpdateSiteSlidersMutation } from '../api';

/** The admin's slider: six images that take turns on the home page. */
export function SiteSliderPage() {
  const { data: images, isLoading, isError } = useGetSiteSliderImagesQuery();
  const [updateSliders] = useUpdateSiteSlidersMutation();

  if (isLoading) return <LoadingIndicator label="Učitavanje slajdera..." />;
  return (
    <>
      {isError && <Alert variant="warning">Trenutne slike slajdera nisu učitane.</Alert>}
      <SliderSlotsEditor
        title="Slider početne strane"
        description="Slike koje se smenjuju na početnoj strani, svake 3 sekunde. Menjaju se samo mesta za koja izaberete novu sliku."
        images={images}
        onSave={async (files: SliderFiles) => {
          try {
            await updateSliders(files).unwrap();
            notifySuccess('Slike uspešno izmenjene');
            return true;
          } catch {
            // The error catalogue has already shown the reason.
            return false;
          }
        }}
      />
    </>
  );
}
