import { PlaceholderPanel } from '../../../components/placeholder-panel';

export function TablesPage() {
  return <PlaceholderPanel title="Stolovi">Lista stolova sa zonama i brojem osoba biće dostupna uskoro.</PlaceholderPanel>;
}
