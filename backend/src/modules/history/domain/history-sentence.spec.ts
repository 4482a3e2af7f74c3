import { historySentence } from './history-sentence';
import { masked, maySeePersonalData } from './personal-data';

const milan = { kind: 'user' as const, id: 'u1', role: 'manager', clubId: 'c1', name: 'Milan Petrović' };

describe('history sentences', () => {
  it('reads a status change as the issue writes it', () => {
    const sentence = historySentence({
      actor: milan,
      action: 'promenio status rezervacije',
      entityLabel: 'R7K3Q9',
      kind: 'status',
      namesField: 'status',
      changes: [{ field: 'status', label: 'Status', before: 'Na čekanju', after: 'Potvrđeno' }],
    });
    expect(sentence).toBe('Milan Petrović (menadžer) promenio status rezervacije R7K3Q9: Na čekanju → Potvrđeno');
  });

  it('names each field of an edit, lists a creation without arrows and leaves empty values out of it', () => {
    const edit = historySentence({
      actor: { kind: 'guest', id: null, role: null, clubId: null, name: 'Gost' },
      action: 'izmenio sto',
      entityLabel: 'Sto 2',
      kind: 'changed',
      namesField: null,
      changes: [{ field: 'area', label: 'Zona', before: '', after: 'Bašta' }],
    });
    expect(edit).toBe('Gost izmenio sto Sto 2: Zona: — → Bašta');
    const created = historySentence({
      actor: { kind: 'system', id: null, role: null, clubId: null, name: 'Sistem' },
      action: 'dodao sto',
      entityLabel: 'Sto 3',
      kind: 'created',
      namesField: null,
      changes: [
        { field: 'name', label: 'Naziv', before: null, after: 'Sto 3' },
        { field: 'area', label: 'Zona', before: null, after: '' },
      ],
    });
    expect(created).toBe('Sistem dodao sto Sto 3: Naziv: Sto 3');
  });
});

describe("a guest's contact data in the history", () => {
  const reservation = { entityType: 'reservation', clubId: 'c1', ownerId: 'guest-1' };

  it('is shown to admins, the venue’s manager and staff, and the guest; masked for anyone else', () => {
    expect(maySeePersonalData({ id: 'a', role: 'admin', clubId: null }, reservation)).toBe(true);
    expect(maySeePersonalData({ id: 'm', role: 'manager', clubId: 'c1' }, reservation)).toBe(true);
    expect(maySeePersonalData({ id: 's', role: 'staff', clubId: 'c1' }, reservation)).toBe(true);
    expect(maySeePersonalData({ id: 'guest-1', role: 'user', clubId: null }, reservation)).toBe(true);
    expect(maySeePersonalData({ id: 'm2', role: 'manager', clubId: 'c2' }, reservation)).toBe(false);
    expect(maySeePersonalData({ id: 'guest-2', role: 'user', clubId: null }, reservation)).toBe(false);
  });

  it('masks an address to its first letter and domain, a phone to its last two digits', () => {
    expect(masked('jovana@gost.test')).toBe('j***@gost.test');
    expect(masked('+381 64 111 2233')).toBe('***33');
    expect(masked('')).toBe('');
    expect(masked(null)).toBe(null);
  });
});
