import { PlaceholderPanel } from '../../../components/placeholder-panel';
import { AuthCard, BackToLogin } from '../components/auth-card';

export function RegisterPage() {
  return (
    <AuthCard title="Registracija" subtitle="Napravite nalog i pratite svoje rezervacije." footer={<BackToLogin />}>
      <PlaceholderPanel title="Registracija">Registracija novih korisnika biće dostupna uskoro.</PlaceholderPanel>
    </AuthCard>
  );
}
