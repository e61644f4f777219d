import { randomUUID } from 'node:crypto';
import type { Db } from '../../../src/server/platform/db/connect.js';
import { issueAccessToken } from '../../../src/server/modules/auth/access-token.js';
import type { Config } from '../../../src/server/config.js';

export const CUSTOMER = 'klant@example.nl';
export const CLIENTS = 20;

export interface Catalogue {
  banner: number;
  mesh: number;
  plusFrame: number;
  hem: { id: number; finishing_id: number };
  frameBase: number;
}

export interface Customer {
  userId: number;
  partnerId: number;
}

/** The seeded products and finishes the orders use, read from the server's database. */
export async function readCatalogue(db: Db): Promise<{ catalogue: Catalogue; customer: Customer }> {
  const products = db.kysely.selectFrom('products').select('id');
  const finishes = db.kysely.selectFrom('finishes').select(['id', 'finishing_id']);
  const user = await db.kysely.selectFrom('users').select(['id', 'partner_id']).where('email', '=', CUSTOMER).executeTakeFirstOrThrow();
  return {
    catalogue: {
      banner: (await products.where('default_code', '=', 'SPD-FL510').executeTakeFirstOrThrow()).id,
      mesh: (await products.where('default_code', '=', 'SPD-MESH270').executeTakeFirstOrThrow()).id,
      plusFrame: (await products.where('default_code', '=', 'PF-TEX').executeTakeFirstOrThrow()).id,
      hem: await finishes.where('default_code', '=', 'AF-ZOOM').executeTakeFirstOrThrow(),
      frameBase: (await finishes.where('default_code', '=', 'PF-VOET-ALU').executeTakeFirstOrThrow()).id,
    },
    customer: { userId: user.id, partnerId: user.partner_id! },
  };
}

/** An access token as the login issues it, signed with the server's JWT_SECRET. */
export function customerToken(jwtSecret: string, customer: Customer): Promise<string> {
  // Signing needs the secret only; the rest of the server's configuration plays no part.
  const config = { jwtSecret: new TextEncoder().encode(jwtSecret) } as Config;
  return issueAccessToken({ config, now: () => new Date() }, customer.userId, customer.partnerId);
}

export interface SentCopy { originals: number; quantity: number; width: number; height: number; sides: number; abaa: number; remark: string }
export interface SentPrint {
  product_id: number;
  complete: boolean;
  uuid: string;
  prices: Record<string, never>;
  copies: SentCopy[];
  finishes: { id: number; finishing_id: number; side: string }[];
  frames?: { id: number; base: number; support: boolean; wallmount: boolean; sizes: { pieces: number; width: number; height: number }[] }[];
}

const line = (quantity: number, width: number, height: number, remark: string): SentCopy =>
  ({ originals: 1, quantity, width, height, sides: 1, abaa: 1, remark });

/**
 * The prints of every order: the same shapes (so every order has the same price), told apart by
 * their reference, uuids and remarks. Three prints, nine copy lines, a hem and a PlusFrame.
 */
export function prints(catalogue: Catalogue, tag: string): SentPrint[] {
  return [
    {
      product_id: catalogue.banner, complete: true, uuid: randomUUID(), prices: {},
      copies: [line(2, 2000, 1000, `${tag} a`), line(1, 3000, 800, `${tag} b`), line(4, 1200, 600, `${tag} c`), line(3, 900, 900, `${tag} d`)],
      finishes: [{ id: catalogue.hem.id, finishing_id: catalogue.hem.finishing_id, side: 'around' }],
    },
    {
      product_id: catalogue.mesh, complete: true, uuid: randomUUID(), prices: {}, finishes: [],
      copies: [line(1, 4000, 1500, `${tag} e`), line(2, 2500, 1000, `${tag} f`), line(5, 1000, 700, `${tag} g`)],
    },
    {
      product_id: catalogue.plusFrame, complete: true, uuid: randomUUID(), prices: {}, finishes: [],
      copies: [line(2, 500, 1000, `${tag} h`), line(2, 800, 1200, `${tag} i`)],
      frames: [{ id: 7, base: catalogue.frameBase, support: true, wallmount: true, sizes: [{ pieces: 2, width: 500, height: 1000 }] }],
    },
  ];
}

export interface SentOrder {
  key: string;
  reference: string;
  body: {
    products: SentPrint[];
    contact: { name: string; email: string; phone: string };
    details: Record<string, unknown> & { reference: string; delivery_date: string };
  };
}

export function newOrder(catalogue: Catalogue, reference: string, deliveryDate: string): SentOrder {
  return {
    key: randomUUID(),
    reference,
    body: {
      products: prints(catalogue, reference),
      contact: { name: 'Karin de Klant', email: 'karin@example.nl', phone: '0201234567' },
      details: {
        description: '', reference, files_date: null, delivery_date: deliveryDate, pickup: true,
        pack: false, address: null, approve_pdf: false, archive_files: false,
      },
    },
  };
}

/** What one submit got back: an answer (status and JSON) or no answer at all (connection lost). */
export type Outcome =
  | { answered: true; status: number; body: unknown; text: string; retryAfter: string | null }
  | { answered: false; error: string };

export async function submit(url: string, token: string, order: SentOrder): Promise<Outcome> {
  try {
    const response = await fetch(`${url}/api/v1/order`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        'X-Requested-With': 'XMLHttpRequest',
        'Content-Type': 'application/json',
        'Idempotency-Key': order.key,
      },
      body: JSON.stringify(order.body),
    });
    const text = await response.text();
    let body: unknown = null;
    try { body = JSON.parse(text); } catch { /* checked by the caller */ }
    return { answered: true, status: response.status, body, text, retryAfter: response.headers.get('retry-after') };
  } catch (error) {
    return { answered: false, error: error instanceof Error ? error.message : String(error) };
  }
}

export interface Submission {
  order: SentOrder;
  outcome: Outcome;
  /** Submission sequence number over all clients, in the order the answers arrived. */
  finishedAs: number;
}

export interface Load {
  submissions: Submission[];
  /** The first few answers that were not 201, to explain a stalled load. */
  failures(): Outcome[];
  /** Orders the server acknowledged with 201 so far. */
  acknowledged(): number;
  /** Lets every client finish its current submit and stop; resolves when all have. */
  stop(): Promise<void>;
}

/** CLIENTS clients that each keep placing orders, one at a time, until stopped. */
export function startLoad(options: {
  url: () => string;
  token: string;
  catalogue: Catalogue;
  deliveryDate: string;
  prefix: string;
}): Load {
  const submissions: Submission[] = [];
  let running = true;
  let acknowledged = 0;
  const client = async (index: number) => {
    for (let sequence = 0; running; sequence += 1) {
      const order = newOrder(options.catalogue, `${options.prefix}-${index}-${sequence}`, options.deliveryDate);
      const outcome = await submit(options.url(), options.token, order);
      if (outcome.answered && outcome.status === 201) acknowledged += 1;
      submissions.push({ order, outcome, finishedAs: submissions.length });
    }
  };
  const clients = Array.from({ length: CLIENTS }, (_, index) => client(index));
  return {
    submissions,
    acknowledged: () => acknowledged,
    failures: () => submissions.filter(({ outcome }) => !outcome.answered || outcome.status !== 201).slice(0, 3).map(({ outcome }) => outcome),
    stop: async () => {
      running = false;
      await Promise.all(clients);
    },
  };
}

export async function until(condition: () => boolean, timeoutMs: number, what: string, explain: () => unknown = () => ''): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(explain())}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
