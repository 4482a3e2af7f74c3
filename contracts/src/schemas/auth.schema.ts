import { Infer, boolean, defaulted, object } from 'superstruct';
import { requiredString } from '../validation';

export const loginSchema = object({
  email: requiredString('Email ili korisničko ime je obavezno polje'),
  password: requiredString('Lozinka je obavezno polje'),
  rememberMe: defaulted(boolean(), false),
});
export type LoginInput = Infer<typeof loginSchema>;
