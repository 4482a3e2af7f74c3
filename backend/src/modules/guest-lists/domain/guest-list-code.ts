/** The link a list name's door code stands for, and its QR's text: APP_URL/g/<code> (the door reads the bare code too). */
export const guestListCodeUrl = (appUrl: string, code: string) => `${appUrl}/g/${code}`;
