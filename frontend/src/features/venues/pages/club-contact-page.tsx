import { PlaceholderPanel } from '../../../components/placeholder-panel';

export function ClubContactPage() {
  return (
    <div className="container py-5">
      <h1 className="section-title mb-4">KONTAKT</h1>
      <PlaceholderPanel title="Kontakt objekta">Podaci za kontakt i forma za poruku stižu uskoro.</PlaceholderPanel>
    </div>
  );
}
