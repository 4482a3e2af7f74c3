import { Infer, boolean, defaulted, object } from 'superstruct';
import { requiredText } from '../validation';

export const loginSchema = object({
  email: requiredText(254, 'Email ili korisničko ime je obavezno polje', 'Email ili korisničko ime je predugačko'),
  password: requiredText(200, 'Lozinka je obavezno polje', 'Lozinka je predugačka'),
  rememberMe: defaulted(boolean(), false),
});
export type LoginInput = Infer<typeof loginSchema>;
