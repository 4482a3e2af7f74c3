import Alert from 'react-bootstrap/Alert';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { SliderSlotsEditor, type SliderFiles } from '../../../components/media/slider-slots-editor';
import { notifySuccess } from '../../../components/notify';
import { useGetSiteSliderImagesQuery, useUpdateSiteSlidersMutation } from '../api';
import { useMessages } from '../../../lib/locale';

/** The admin's slider: six images that take turns on the home page. */
export function SiteSliderPage() {
  const { data: images, isLoading, isError } = useGetSiteSliderImagesQuery();
  const [updateSliders] = useUpdateSiteSlidersMutation();
  const t = useMessages();

  if (isLoading) return <LoadingIndicator label={t('siteAdmin.loadingSlider')} />;
  return (
    <>
      {isError && <Alert variant="warning">{t('siteAdmin.sliderNotLoaded')}</Alert>}
      <SliderSlotsEditor
        title={t('siteAdmin.slider')}
        description={t('siteAdmin.sliderText')}
        images={images}
        onSave={async (files: SliderFiles) => {
          try {
            await updateSliders(files).unwrap();
            notifySuccess(t('venueAdmin.sliderSaved'));
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
