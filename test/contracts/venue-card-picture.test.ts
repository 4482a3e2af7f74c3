import { venueCardPicture } from '@izlazak/contracts';

const none = { profileImage: null, lightLogo: null, clubLogo: null, smallImages: { clubLogo: null, lightLogo: null, profileImage: null, clubMap: null } };

describe('the picture of a venue card (the card and the /clubs preload agree on it)', () => {
  it('shows the venue photo first, whatever logos it has', () => {
    expect(venueCardPicture({ ...none, profileImage: '/u/foto.webp', lightLogo: '/u/logo.webp' })).toEqual({ url: '/u/foto.webp', isLogo: false });
  });

  it('falls back to the light logo, its small copy first, then to the dark logo', () => {
    const logos = { ...none, lightLogo: '/u/svetli.webp', clubLogo: '/u/tamni.webp' };
    expect(venueCardPicture({ ...logos, smallImages: { ...none.smallImages, lightLogo: '/u/svetli-mali.webp' } })).toEqual({ url: '/u/svetli-mali.webp', isLogo: true });
    expect(venueCardPicture(logos)).toEqual({ url: '/u/svetli.webp', isLogo: true });
    expect(venueCardPicture({ ...none, clubLogo: '/u/tamni.webp' })).toEqual({ url: '/u/tamni.webp', isLogo: true });
  });

  it('has none for a venue without pictures: the card shows its initials', () => {
    expect(venueCardPicture(none)).toBeNull();
  });
});
