import { PlaceholderPanel } from '../../../components/placeholder-panel';

export function ClubHomePage() {
  return (
    <div className="container py-5">
      <PlaceholderPanel title="Meni i ponuda objekta">Kategorije menija i ponuda objekta stižu uskoro.</PlaceholderPanel>
    </div>
  );
}
