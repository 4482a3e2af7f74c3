import { TIMINGS } from '@izlazak/contracts';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/icons';
import { useAutoAdvance } from '../../../lib/use-auto-advance';
import { useGetSiteSliderImagesQuery } from '../api';
import { SliderDots } from '../../../components/slider-dots';
import { useMessages } from '../../../lib/locale';

/** The admin's slider images behind the home hero, one every 3 seconds, wrapping to the first. */
export function HomeSlider() {
  const { data: images = [] } = useGetSiteSliderImagesQuery();
  const [shown, choose] = useAutoAdvance(images.length, TIMINGS.homeSliderAdvanceMs);
  const t = useMessages();
  if (images.length === 0) return null;

  return (
    <div className="home-slider" data-testid="home-slider" data-slide={shown}>
      {images.map((image, index) => (
        <img
          key={image.name}
          src={image.link}
          alt=""
          fetchPriority={index === 0 ? 'high' : 'low'}
          className={`home-slider__slide ${index === shown ? 'is-shown' : ''}`}
          aria-hidden={index !== shown ? true : undefined}
        />
      ))}
      <div className="home-slider__shade" aria-hidden="true" />
      {images.length > 1 && (
        <>
          <button type="button" className="home-slider__arrow is-prev" aria-label={t('home.slider.previous')} onClick={() => choose(shown - 1)}>
            <ChevronLeftIcon size={22} />
          </button>
          <button type="button" className="home-slider__arrow is-next" aria-label={t('home.slider.next')} onClick={() => choose(shown + 1)}>
            <ChevronRightIcon size={22} />
          </button>
          <SliderDots count={images.length} shown={shown} onChoose={choose} label={t('home.slider.pictures')} className="home-slider__dots" />
        </>
      )}
    </div>
  );
}
