import type { UserView } from '@izlazak/contracts';
import { TextField } from './fields';
import { useMessages } from '../../lib/locale';

/**
 * The guest's name and contact, four columns of a form row. The public form lets the browser fill
 * them in; the dashboard's (a guest on the phone) must not offer the manager's own details.
 */
/** `emailOptional`: a booking the venue takes by phone; without an address the guest gets no mail. */
export function GuestFields({ fillFromBrowser, emailOptional = false }: { fillFromBrowser: boolean; emailOptional?: boolean }) {
  const fill = (hint: string) => (fillFromBrowser ? hint : 'off');
  const t = useMessages();
  return (
    <>
      <div className="col-12 col-sm-6">
        <TextField name="firstName" label={t('guest.firstName')} required autoComplete={fill('given-name')} />
      </div>
      <div className="col-12 col-sm-6">
        <TextField name="lastName" label={t('guest.lastName')} required autoComplete={fill('family-name')} />
      </div>
      <div className="col-12 col-sm-6">
        <TextField name="phone" label={t('guest.phone')} type="tel" required autoComplete={fill('tel')} />
      </div>
      <div className="col-12 col-sm-6">
        <TextField
          name="email"
          label={t('guest.email')}
          type="email"
          required={!emailOptional}
          autoComplete={fill('email')}
          hint={emailOptional ? t('guest.emailOptionalHint') : undefined}
        />
      </div>
    </>
  );
}

export interface GuestContact {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
}

/** A signed-in guest's own name and contact, to start the guest fields with. */
export function guestContactOf(user: UserView | null): GuestContact {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    phone: user?.mobilePhone ?? '',
    email: user?.email ?? '',
  };
}
