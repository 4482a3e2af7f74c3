import { PlaceholderPanel } from '../../../components/placeholder-panel';

export function WorkingHoursPage() {
  return <PlaceholderPanel title="Radno vreme">Radno vreme po danima u nedelji biće dostupno uskoro.</PlaceholderPanel>;
}
