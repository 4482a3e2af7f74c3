import type { UserView } from '@izlazak/contracts';
import { TextField } from './fields';

/**
 * The guest's name and contact, four columns of a form row. The public form lets the browser fill
 * them in; the dashboard's (a guest on the phone) must not offer the manager's own details.
 */
/** `emailOptional`: a booking the venue takes by phone; without an address the guest gets no mail. */
export function GuestFields({ fillFromBrowser, emailOptional = false }: { fillFromBrowser: boolean; emailOptional?: boolean }) {
  const fill = (hint: string) => (fillFromBrowser ? hint : 'off');
  return (
    <>
      <div className="col-12 col-sm-6">
        <TextField name="firstName" label="Ime" required autoComplete={fill('given-name')} />
      </div>
      <div className="col-12 col-sm-6">
        <TextField name="lastName" label="Prezime" required autoComplete={fill('family-name')} />
      </div>
      <div className="col-12 col-sm-6">
        <TextField name="phone" label="Telefon" type="tel" required autoComplete={fill('tel')} />
      </div>
      <div className="col-12 col-sm-6">
        <TextField
          name="email"
          label="Email"
          type="email"
          required={!emailOptional}
          autoComplete={fill('email')}
          hint={emailOptional ? 'Bez adrese gost ne dobija mejl o rezervaciji.' : undefined}
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
