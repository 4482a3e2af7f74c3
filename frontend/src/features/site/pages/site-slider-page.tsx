import { PlaceholderPanel } from '../../../components/placeholder-panel';

export function SiteSliderPage() {
  return (
    <PlaceholderPanel title="Slider početne strane">
      Ovde ćete postaviti do šest slika (Slider 1 do Slider 6) koje se smenjuju na početnoj strani.
    </PlaceholderPanel>
  );
}
