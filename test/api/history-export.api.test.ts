import { appPerSuite } from '../support/app';

describe('The history CSV of a long history: streamed in chunks, every entry once, newest first', () => {
  const app = appPerSuite();
  const { api } = app;

  it('exports 4,500 entries across chunk boundaries (several sharing one commit) without losing or repeating one', async () => {
    expect((await api.put('/api/site', { name: 'Izlazak', email: 'arhiva@izlazak.test' }, app.adminToken)).status).toBe(200);
    const { pool } = app.running.kernel;
    const seed = async () => (await pool.query<{ event_id: string }>("SELECT event_id FROM history_entries WHERE entity_type = 'site' LIMIT 1")).rows[0];
    for (let tries = 0; !(await seed()) && tries < 100; tries++) await new Promise((resolve) => setTimeout(resolve, 100));
    const { event_id } = await seed();
    // A year of history written straight into the read model: what the export reads is the point here.
    await pool.query(
      `INSERT INTO history_entries
       SELECT (jsonb_populate_record(h, jsonb_build_object('event_id', gen_random_uuid(), 'commit_position', h.commit_position - 1 - g / 3,
                 'prepare_position', g % 3, 'correlation_id', 'arhiva-' || g))).*
         FROM history_entries h, generate_series(0, 4499) g WHERE h.event_id = $1`,
      [event_id],
    );
    const answer = await fetch(`${app.baseUrl}/api/history/export?entityType=site`, { headers: { authorization: `Bearer ${app.adminToken}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/csv');
    const lines = (await answer.text())
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toBe('Vreme,Ko,Uloga,Vrsta,Šta,Oznaka,Vrsta promene,Promene,Opis,Ruta,ID zahteva');
    const correlations = lines.slice(1).map((line) => line.split(',').at(-1));
    const bulk = correlations.filter((id) => id?.startsWith('arhiva-'));
    expect(bulk).toHaveLength(4500);
    expect(new Set(bulk).size).toBe(4500);
    // Newest first: the copies follow the original, from the highest position down.
    expect(bulk.map((id) => Number(id!.slice('arhiva-'.length)))).toEqual(Array.from({ length: 4500 }, (_, g) => Math.floor(g / 3) * 3 + (2 - (g % 3))));
  });

  it("writes its headers and names in the request's language", async () => {
    const inEnglish = await fetch(`${app.baseUrl}/api/history/export?entityType=site`, { headers: { authorization: `Bearer ${app.adminToken}`, 'accept-language': 'en' } });
    expect(inEnglish.headers.get('content-language')).toBe('en');
    expect(inEnglish.headers.get('vary')).toMatch(/Accept-Language/);
    const [header, first] = (await inEnglish.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe('Time,Who,Role,Type,What,Label,Kind of change,Changes,Description,Route,Request ID');
    const inSerbian = await fetch(`${app.baseUrl}/api/history/export?entityType=site`, { headers: { authorization: `Bearer ${app.adminToken}` } });
    expect(inSerbian.headers.get('content-language')).toBe('sr-Latn');
    const inCyrillic = await fetch(`${app.baseUrl}/api/history/export?entityType=site`, {
      headers: { authorization: `Bearer ${app.adminToken}`, 'accept-language': 'sr-Cyrl-RS' },
    });
    expect(inCyrillic.headers.get('content-language')).toBe('sr-Cyrl');
    expect((await inCyrillic.text()).replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(/^Време,Ко,Улога,/);
    expect(first.split(',')[3]).toBe('Site');
  });
});
