import { doorCodeUrl, doorToken, reservationOfDoorToken, tokenOfScannedCode } from './door-code';
import { reservationCancelToken, reservationOfCancelToken } from './reservation-cancel-link';

const SECRET = 'test-secret';
const ID = '3f0c2a7e-9b1d-4c55-8e2f-6a7b8c9d0e1f';

describe('The door code', () => {
  it('names its reservation in 38 characters, and only with the right secret', () => {
    const token = doorToken(SECRET, ID);
    expect(token).toMatch(/^[A-Za-z0-9_-]{38}$/);
    expect(reservationOfDoorToken(SECRET, token)).toBe(ID);
    expect(reservationOfDoorToken('another-secret', token)).toBeNull();
    expect(doorToken(SECRET, ID)).toBe(token);
    expect(doorToken(SECRET, '3f0c2a7e-9b1d-4c55-8e2f-6a7b8c9d0e10')).not.toBe(token);
  });

  it('refuses a token changed in any character, and garbage', () => {
    const token = doorToken(SECRET, ID);
    for (const at of [0, 10, 21, 30, 37]) {
      const changed = token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1);
      expect(reservationOfDoorToken(SECRET, changed)).toBeNull();
    }
    for (const garbage of ['', 'x', 'https://example.test/', token.slice(1), `${token}A`]) expect(reservationOfDoorToken(SECRET, garbage)).toBeNull();
  });

  it('is never a cancel link, nor a cancel link a door code', () => {
    const cancel = reservationCancelToken(SECRET, ID, 'gost@primer.test');
    expect(reservationOfDoorToken(SECRET, cancel)).toBeNull();
    expect(reservationOfCancelToken(doorToken(SECRET, ID))).toBeNull();
  });

  it('works for an id that is not a UUID', () => {
    const token = doorToken(SECRET, 'demo-17');
    expect(token).toMatch(/^demo-17\.[A-Za-z0-9_-]{16}$/);
    expect(reservationOfDoorToken(SECRET, token)).toBe('demo-17');
  });

  it('reads the token out of what a camera scanned: the URL on any host, or the bare token', () => {
    const token = doorToken(SECRET, ID);
    expect(tokenOfScannedCode(doorCodeUrl('https://izlazak.rs', token))).toBe(token);
    expect(tokenOfScannedCode(` http://127.0.0.1:3000/r/${token}?utm=mail#x \n`)).toBe(token);
    expect(tokenOfScannedCode(`${token}`)).toBe(token);
    expect(doorCodeUrl('https://izlazak.rs', token).length).toBeLessThanOrEqual(62);
  });
});
