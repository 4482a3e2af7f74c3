import type { SliderSlot } from '@izlazak/contracts';
import { assertNever, type Decider, type DomainEvent } from '#platform/commands/decider';
import { badRequest } from '#platform/commands/domain-errors';

export interface SliderImage {
  slot: SliderSlot;
  name: string;
  url: string;
  smallUrl: string;
}

/** Only the slots that got a new file; the others keep theirs. */
export type SiteSliderImagesChanged = DomainEvent<'SiteSliderImagesChanged', { images: SliderImage[] }>;
export type SiteSliderEvent = SiteSliderImagesChanged;

/** The home page slider, in a stream of its own beside the site data. */
export const SITE_SLIDER_STREAM = 'siteslider-main';

export interface SiteSliderState {
  slots: Partial<Record<SliderSlot, Omit<SliderImage, 'slot'>>>;
}

export const initialSiteSliderState = (): SiteSliderState => ({ slots: {} });

export function evolveSiteSlider(state: SiteSliderState, event: SiteSliderEvent): SiteSliderState {
  switch (event.type) {
    case 'SiteSliderImagesChanged': {
      const slots = { ...state.slots };
      for (const { slot, ...image } of event.data.images) slots[slot] = image;
      return { slots };
    }
    default:
      return assertNever(event.type);
  }
}

export interface ChangeSiteSliderImages {
  type: 'ChangeSiteSliderImages';
  images: SliderImage[];
}

function changeSiteSliderImages(command: ChangeSiteSliderImages, _state: SiteSliderState): SiteSliderEvent[] {
  if (command.images.length === 0) throw badRequest('errors.noImageChosen', 'sliderImages');
  const slots = command.images.map((image) => image.slot);
  if (new Set(slots).size !== slots.length) throw badRequest('refusal.site.slotTwice', 'sliderImages');
  return [{ type: 'SiteSliderImagesChanged', data: { images: command.images } }];
}

export type SiteSliderCommand = ChangeSiteSliderImages;

export function decideSiteSlider(command: SiteSliderCommand, state: SiteSliderState): SiteSliderEvent[] {
  switch (command.type) {
    case 'ChangeSiteSliderImages':
      return changeSiteSliderImages(command, state);
    default:
      return assertNever(command.type);
  }
}

export const siteSliderDecider: Decider<SiteSliderState, SiteSliderCommand, SiteSliderEvent> = {
  initialState: initialSiteSliderState,
  evolve: evolveSiteSlider,
  decide: decideSiteSlider,
};
