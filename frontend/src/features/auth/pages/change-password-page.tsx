import { PlaceholderPanel } from '../../../components/placeholder-panel';
import { AuthCard, BackToLogin } from '../components/auth-card';

export function ChangePasswordPage() {
  return (
    <AuthCard
      title="Zaboravljena lozinka"
      subtitle="Unesite email adresu i poslaćemo vam link za promenu lozinke."
      footer={<BackToLogin />}
    >
      <PlaceholderPanel title="Link za promenu lozinke">Slanje linka za promenu lozinke biće dostupno uskoro.</PlaceholderPanel>
    </AuthCard>
  );
}
