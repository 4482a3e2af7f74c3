/**
 * Read-your-writes across requests (docs/architecture.md, Read-your-writes): every answer to a command names where its last
 * event landed in the feed; the client sends the latest one it was given back on its later
 * requests, and a GET then answers only once the read models show it (bounded).
 */
export const WRITE_POSITION_HEADER = 'X-Izlazak-Position';
export const READ_AFTER_HEADER = 'X-Izlazak-After';

export const INVALID_READ_AFTER = `Zaglavlje ${READ_AFTER_HEADER} mora biti pozicija iz zaglavlja ${WRITE_POSITION_HEADER} (npr. 1234/5678)`;
export const SHOWN_SOON = 'Sačuvano. Prikazaće se za nekoliko trenutaka.';
