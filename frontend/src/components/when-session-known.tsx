import type { ComponentType } from 'react';
import type { UserView } from '@izlazak/contracts';
import { useSession } from '../api/session-api';
import { LoadingIndicator } from './loading-indicator';

/**
 * The component once the session is known, given its user (null when nobody is signed in): a form
 * that fills in a signed-in guest's details must not start before it knows them.
 */
export function withKnownSession<Props extends object>(Component: ComponentType<Props & { user: UserView | null }>) {
  return function WhenSessionKnown(props: Props) {
    const { user, loggedIn } = useSession();
    if (loggedIn === undefined) return <LoadingIndicator />;
    return <Component {...props} user={user} />;
  };
}
