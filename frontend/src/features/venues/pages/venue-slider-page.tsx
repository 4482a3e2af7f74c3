import { PlaceholderPanel } from '../../../components/placeholder-panel';

export function VenueSliderPage() {
  return (
    <PlaceholderPanel title="Slider objekta">Ovde ćete postaviti do šest slika (Slider 1 do Slider 6) za stranicu objekta.</PlaceholderPanel>
  );
}
