import { PlaceholderPanel } from '../../../components/placeholder-panel';
import { AuthCard, BackToLogin } from '../components/auth-card';

export function ResetPasswordPage() {
  return (
    <AuthCard title="Nova lozinka" subtitle="Unesite novu lozinku za svoj nalog." footer={<BackToLogin />}>
      <PlaceholderPanel title="Promena lozinke">Promena lozinke biće dostupna uskoro.</PlaceholderPanel>
    </AuthCard>
  );
}
