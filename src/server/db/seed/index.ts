import type { Db } from '../../platform/db/connect.js';
import { seedAccounts } from './accounts.js';
import { seedCatalog } from './catalog.js';
import { seedOrdersHistory } from './orders-history.js';

/** Fills an empty database with the demo data; a database with any user is left alone. */
export async function seedIfEmpty(db: Db, scryptCost: number, now: Date): Promise<boolean> {
  const { count } = await db.kysely
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  if (Number(count) > 0) return false;
  await db.kysely.transaction().execute(async (trx) => {
    const accounts = await seedAccounts(trx, scryptCost, now);
    await seedCatalog(trx, accounts, now);
    await seedOrdersHistory(trx, accounts, now);
  });
  return true;
}
