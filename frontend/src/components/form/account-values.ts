/** The fields every form about a person's account has: who they are, how to reach them, and a new password typed twice. */
export interface AccountFormValues {
  firstName: string;
  lastName: string;
  mobilePhone: string;
  email: string;
  password: string;
  confirmPassword: string;
}

type AccountDetails = Partial<Pick<AccountFormValues, 'firstName' | 'lastName' | 'mobilePhone' | 'email'>>;

/** A form's values for an account (none for a new one): its details as they are, the password fields empty. */
export function accountValues(account?: AccountDetails | null): AccountFormValues {
  return {
    firstName: account?.firstName ?? '',
    lastName: account?.lastName ?? '',
    mobilePhone: account?.mobilePhone ?? '',
    email: account?.email ?? '',
    password: '',
    confirmPassword: '',
  };
}
