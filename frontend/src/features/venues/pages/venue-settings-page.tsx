import { PlaceholderPanel } from '../../../components/placeholder-panel';

export function VenueSettingsPage() {
  return (
    <PlaceholderPanel title="Podaci objekta">
      Ovde ćete menjati podatke objekta i postavljati logo, svetli logo, sliku i mapu objekta.
    </PlaceholderPanel>
  );
}
