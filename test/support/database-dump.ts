import type pg from 'pg';

/** Every row of every table of the database, each as text ('<table>: (col, col, ...)'): where personal data could hide. */
export async function everyRowAsText(pool: pg.Pool): Promise<string[]> {
  const { rows: tables } = await pool.query<{ name: string }>("SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'");
  const rows: string[] = [];
  for (const { name } of tables) {
    const { rows: found } = await pool.query<{ row: string }>(`SELECT t::text AS row FROM "${name}" t`);
    rows.push(...found.map((each) => `${name}: ${each.row}`));
  }
  return rows;
}

/** The rows that hold any of the values, whatever their letter case. */
export async function rowsHolding(pool: pg.Pool, values: string[]): Promise<string[]> {
  const lowered = values.map((value) => value.toLowerCase());
  return (await everyRowAsText(pool)).filter((row) => lowered.some((value) => row.toLowerCase().includes(value)));
}
