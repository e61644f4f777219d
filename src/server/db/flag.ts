/**
 * A boolean column: stored as a 0/1 integer so that one migration and one query read the same on
 * SQLite and PostgreSQL.
 */
export type Flag = 0 | 1;
