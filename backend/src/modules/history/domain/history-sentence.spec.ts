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

describe("history sentences in the reader's language", () => {
  const status = {
    actor: milan,
    action: 'history.action.reservationStatusChanged',
    entityLabel: 'R7K3Q9',
    kind: 'status' as const,
    namesField: 'status',
    changes: [{ field: 'status', label: 'Status', before: 'Na čekanju', after: 'Potvrđeno' }],
  };

  it('words a named sentence per locale, the actor and the entity where each language puts them', () => {
    expect(historySentence(status)).toBe('Milan Petrović (menadžer) promenio status rezervacije R7K3Q9: Na čekanju → Potvrđeno');
    expect(historySentence(status, 'en')).toBe('Milan Petrović (manager) changed the status of reservation R7K3Q9: Na čekanju → Potvrđeno');
    expect(historySentence(status, 'sr-Cyrl')).toBe('Milan Petrović (менаџер) променио статус резервације R7K3Q9: Na čekanju → Potvrđeno');
  });

  it("reads the system and a guest by their words, and a deposit's step as a sentence about it", () => {
    const system = { kind: 'system' as const, id: null, role: null, clubId: null, name: 'Sistem' };
    const refund = { ...status, actor: system, action: 'history.action.depositRefundDue', changes: [] };
    expect(historySentence(refund)).toBe('Sistem: depozit rezervacije R7K3Q9 je za povraćaj gostu');
    expect(historySentence(refund, 'en')).toBe('System: the deposit of reservation R7K3Q9 is to be refunded to the guest');
    const drawn = { ...status, actor: { ...system, kind: 'guest' as const, name: 'Gost' }, action: 'history.action.floorDrawn', entityLabel: '', changes: [] };
    expect(historySentence(drawn, 'en')).toBe('Guest drew the floor plan');
  });

  it('words values given with the sentence (an amount as each language writes numbers)', () => {
    const undone = { ...status, action: 'history.action.paymentUndone {"amount":10000}', changes: [] };
    expect(historySentence(undone)).toBe('Milan Petrović (menadžer) poništio uplatu depozita od 10.000 RSD za rezervaciju R7K3Q9');
    expect(historySentence(undone, 'en')).toBe('Milan Petrović (manager) undid the deposit payment of 10,000 RSD for reservation R7K3Q9');
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
