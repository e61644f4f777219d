import { AdminError, type AdminCommand, type AdminContext } from './admin-context.js';
import { createUser, setPassword } from './user-commands.js';
import { addUserToPartner, createPartner } from './partner-commands.js';
import { updatePartner } from './partner-details-command.js';
import { loginLink } from './login-link-command.js';
import { advanceOrder, listOrders, payInvoice } from './order-commands.js';
import { importCatalog } from './catalog-import.js';
import { listOrderFiles } from './file-commands.js';
import { sweepFilesCommand } from './sweep-command.js';
import { listMailQueue } from './mail-commands.js';
import { OFFLINE_COMMANDS, type OfflineCommand } from './backup-commands.js';
import { listTransport, priceOrderTransport, setTransport } from './transport-commands.js';

export const USAGE = `Usage: npm run admin -- <command> [options]

Commands:
  help                                   this text
  user:create --email E --name N --password P [--partner ID] [--lang nl|en]
              [--partner-account] [--can-choose-purchaser]
                                         a customer of partner ID, or a partner account
                                         (--partner then becomes the first of its partners)
  user:password --email E --password P   set a password; ends all sessions of that user
  partner:create --name N                a customer company; prints its id
  partner:add-user --partner ID --email E
                                         a partner account may act for ID; a customer
                                         without a company is placed in ID
  partner:update --partner ID [--street S] [--zip Z] [--city C] [--country CC]
              [--vat-id V] [--po-required yes|no]
                                         the company's invoice address, VAT id and whether
                                         its orders need a PO number; shows the company
  login-link <email>                     prints a single-use login link (15 minutes)
  order:advance <id> [--tracking-code C] [--tracking-url U]
                                         moves an order one stage on; into transport the
                                         tracking is stored and the shipped mail queued; at
                                         invoicing the invoice (21% VAT) is made and mailed
  order:list [--state S] [--kind K] [--limit N]
                                         newest orders first; files:ok|WARN|REFUSED|by hand
                                         is the worst print-file check of the order; the
                                         customer's PO number and cost centre when given
  order:files <id>                       the order's files with every check and its verdict
  order:transport <id> --price E         prices a transport that was on request (a red
                                         date); it is added to the order's total
  transport:list                         the transport tariff the portal prices with
  transport:set <class> [--price E] [--max-length MM|none] [--max-weight KG|none]
                                         class: parcel, long_parcel, pallet
  transport:set rush|other-time --price E | combi --discount PCT | frame --grams-per-metre G
                                         the surcharges, the combined-transport discount
                                         and the frame profile's weight
  invoice:pay <number>                   marks an open invoice paid
  catalog:import <file.json>             adds or updates products and finishes by
                                         default_code, in one transaction
  files:sweep [--dry-run]                removes stored files no order holds (older than
                                         a day) and unfinished uploads; prints each
  mail:queue [--limit N]                 mails waiting for delivery (attempts, next try,
                                         last error) and mails given up on
  backup <file>                          database and uploads into one tar file, while the
                                         server runs (SQLite; PostgreSQL: pg_dump)
  restore <file> [--force]               a backup into the database file and UPLOAD_DIR;
                                         --force replaces what is there (server stopped)

Uses DATABASE_URL and PUBLIC_URL like the server. Passwords: 8 to 128 characters.`;

const COMMANDS: Record<string, AdminCommand> = {
  'user:create': createUser,
  'user:password': setPassword,
  'partner:create': createPartner,
  'partner:add-user': addUserToPartner,
  'partner:update': updatePartner,
  'login-link': loginLink,
  'order:advance': advanceOrder,
  'order:list': listOrders,
  'order:files': listOrderFiles,
  'invoice:pay': payInvoice,
  'order:transport': priceOrderTransport,
  'transport:list': listTransport,
  'transport:set': setTransport,
  'catalog:import': importCatalog,
  'files:sweep': sweepFilesCommand,
  'mail:queue': listMailQueue,
};

export function isHelp(command: string | undefined): boolean {
  return command === 'help' || command === '--help' || command === '-h';
}

/** The command of argv[0] that works without the database connection (backup, restore), if it is one. */
export function offlineCommandFor(argv: string[]): OfflineCommand | undefined {
  const [name] = argv;
  return name !== undefined && Object.hasOwn(OFFLINE_COMMANDS, name) ? OFFLINE_COMMANDS[name] : undefined;
}

/** The command named by argv[0]; an AdminError (with the usage) when there is none such. */
export function commandFor(argv: string[]): AdminCommand {
  const [name] = argv;
  if (name === undefined) throw new AdminError(`no command given\n\n${USAGE}`);
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!command) throw new AdminError(`unknown command "${name}"\n\n${USAGE}`);
  return command;
}

/** Runs one command line against a context; the output line(s) to print. */
export async function runAdmin(context: AdminContext, argv: string[]): Promise<string> {
  if (isHelp(argv[0])) return USAGE;
  return commandFor(argv)(context, argv.slice(1));
}
