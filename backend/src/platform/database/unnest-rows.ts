/**
 * A batch's rows as one statement's source: `unnest($1::text[], $2::integer[], …) AS alias(col, …)`
 * and its parameters, one array a column, so the rows cost one round trip whatever their number.
 */
export function unnestRows(alias: string, columns: readonly (readonly [name: string, type: string])[], rows: readonly unknown[][]): { from: string; params: unknown[][] } {
  return {
    from: `unnest(${columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')}) AS ${alias}(${columns.map(([name]) => name).join(', ')})`,
    params: columns.map((_, i) => rows.map((row) => row[i])),
  };
}
