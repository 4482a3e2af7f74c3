/** A ticket's code is a link: APP_URL/t/<token>, what its QR and its wallet pass carry. */
export const ticketCodeUrl = (appUrl: string, token: string) => `${appUrl.replace(/\/+$/, '')}/t/${token}`;

/** The link of an offer to someone who waited: the event's page opens with the tickets held for them. */
export const ticketOfferUrl = (appUrl: string, token: string) => `${appUrl.replace(/\/+$/, '')}/ulaznice/ponuda/${token}`;
