/** A ticket's code is a link: APP_URL/t/<token>, what its QR and its wallet pass carry. */
export const ticketCodeUrl = (appUrl: string, token: string) => `${appUrl.replace(/\/+$/, '')}/t/${token}`;
