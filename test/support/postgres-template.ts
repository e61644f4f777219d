import type { TestProject } from 'vitest/node';
import { connect } from '../../src/server/platform/db/connect.js';
import { createPostgresDatabase, postgresAvailable } from './databases.js';
import { migrateAndSeed } from './seeded-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated and seeded PostgreSQL database the server tests' databases are copies of. */
    postgresTemplate: string | null;
  }
}

/**
 * Migrating and seeding a PostgreSQL database took ~400 ms for each of the ~90 suites that run on
 * one; a copy of a database seeded once here takes ~40 ms. Dropped when the run ends.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (!postgresAvailable) {
    project.provide('postgresTemplate', null);
    return undefined;
  }
  const template = await createPostgresDatabase();
  const db = connect(template.url);
  try {
    await migrateAndSeed(db);
  } finally {
    // A database can only be copied while nobody is connected to it.
    await db.close();
  }
  project.provide('postgresTemplate', template.name);
  return template.drop;
}
