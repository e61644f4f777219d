import type { Database as SqliteDatabase, Statement } from 'better-sqlite3';

/** Distinct SQL texts kept; `in (...)` lists of varying length make new texts, so the cache is bounded. */
const MAX_STATEMENTS = 500;

/**
 * The better-sqlite3 database as Kysely's SQLite dialect sees it, with every prepared statement
 * kept by its SQL text: Kysely prepares each query anew, and compiling the SQL was a tenth of the
 * CPU time of placing an order. Reusing a statement is safe because better-sqlite3 runs it to the
 * end synchronously (the code base never streams a query, the one use that would keep it busy).
 */
export function withStatementCache(sqlite: SqliteDatabase): { prepare(sql: string): Statement; close(): void } {
  const statements = new Map<string, Statement>();
  return {
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= MAX_STATEMENTS) statements.clear();
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
    close() {
      statements.clear();
      sqlite.close();
    },
  };
}
