import type { Migration } from 'kysely';
import * as accounts from './0001-accounts.js';
import * as sessionCutoff from './0002-session-cutoff.js';
import * as catalog from './0010-catalog.js';
import * as orders from './0011-orders.js';
import * as idempotency from './0012-idempotency.js';
import * as afterOrder from './0020-after-order.js';
import * as accountSafety from './0032-account-safety.js';
import * as overviewSearch from './0040-overview-search.js';
import * as fileChecks from './0050-file-checks.js';
import * as catalogEnglish from './0060-catalog-english.js';
import * as catalogEnglishFacts from './0061-catalog-english-facts.js';
import * as printLimits from './0070-print-limits.js';
import * as filesPerLine from './0071-files-per-line.js';
import * as orderCartAndAddress from './0072-order-cart-and-address.js';
import * as resetTokenAddress from './0080-reset-token-address.js';
import * as loginFamiliesAndFoldedSearch from './0081-login-families-and-folded-search.js';
import * as fileRechecks from './0082-file-rechecks.js';
import * as companyStorage from './0083-company-storage.js';
import * as companyPaperwork from './0090-company-paperwork.js';
import * as searchPoNumber from './0091-search-po-number.js';
import * as mailQueue from './0095-mail-queue.js';
import * as orderMails from './0096-order-mails.js';
import * as transportTariff from './0100-transport-tariff.js';
import * as orderFilesDeadline from './0105-order-files-deadline.js';

/** Every migration in order. Add a new file and one line here; never edit a landed migration. */
export const migrations: Record<string, Migration> = {
  '0001-accounts': accounts,
  '0002-session-cutoff': sessionCutoff,
  '0010-catalog': catalog,
  '0011-orders': orders,
  '0012-idempotency': idempotency,
  '0020-after-order': afterOrder,
  '0032-account-safety': accountSafety,
  '0040-overview-search': overviewSearch,
  '0050-file-checks': fileChecks,
  '0060-catalog-english': catalogEnglish,
  '0061-catalog-english-facts': catalogEnglishFacts,
  '0070-print-limits': printLimits,
  '0071-files-per-line': filesPerLine,
  '0072-order-cart-and-address': orderCartAndAddress,
  '0080-reset-token-address': resetTokenAddress,
  '0081-login-families-and-folded-search': loginFamiliesAndFoldedSearch,
  '0082-file-rechecks': fileRechecks,
  '0083-company-storage': companyStorage,
  '0090-company-paperwork': companyPaperwork,
  '0091-search-po-number': searchPoNumber,
  '0095-mail-queue': mailQueue,
  '0096-order-mails': orderMails,
  '0100-transport-tariff': transportTariff,
  '0105-order-files-deadline': orderFilesDeadline,
};
