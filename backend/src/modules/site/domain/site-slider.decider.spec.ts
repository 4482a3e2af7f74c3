import { deciderSpecification } from '#platform/testing/decider-specification';
import { siteSliderDecider, type SliderImage } from './site-slider.decider';

const image = (slot: SliderImage['slot'], name: string): SliderImage => ({ slot, name, url: `/api/uploads/${name}`, smallUrl: `/api/uploads/sm-${name}` });

const spec = deciderSpecification(siteSliderDecider);

describe('site slider decider', () => {
  it('given any slider, when new images come for some slots, then only those slots change', () => {
    const images = [image('image1', 'a.webp'), image('image3', 'c.webp')];
    spec
      .given([])
      .when({ type: 'ChangeSiteSliderImages', images })
      .then([{ type: 'SiteSliderImagesChanged', data: { images } }]);
  });

  it('given any slider, when no image or the same slot twice is sent, then it is refused', () => {
    spec.given([]).when({ type: 'ChangeSiteSliderImages', images: [] }).thenRefuses(400, 'Nije izabrana nijedna slika');
    spec
      .given([])
      .when({ type: 'ChangeSiteSliderImages', images: [image('image1', 'a.webp'), image('image1', 'b.webp')] })
      .thenRefuses(400, 'Isti slot je naveden dva puta');
  });
});
