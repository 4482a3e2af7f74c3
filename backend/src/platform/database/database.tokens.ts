export const PG_POOL = Symbol('PG_POOL');
