import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type { Address, Catalog, Finish, Product, SpecsCheck } from '../../../domain/catalog.js';
import type { LoginInput } from '../../../domain/session.js';
import type { SessionAnswer } from '../../../../machines/session.machine.js';
import type { AuthApi } from '../api.js';
import type { CatalogApi } from '../../catalog/index.js';
import { activateLocale } from '../../../shared/i18n/i18n.js';
import { localeFromLang } from '../../../shared/i18n/locale.js';

/**
 * The user's language is active before the session answer reaches the machine, so the boot's
 * catalogue calls already ask for it (Accept-Language): names in English for an English user.
 */
async function inUsersLanguage(answer: Promise<SessionAnswer>): Promise<SessionAnswer> {
  const session = await answer;
  const lang = (session.answer as { user?: { lang?: string | null } }).user?.lang;
  if (lang) await activateLocale(localeFromLang(lang));
  return session;
}

/** The real calls behind the session machine's actors (given with `sessionMachine.provide`). */
export function sessionActors(auth: AuthApi, catalog: CatalogApi) {
  return {
    restoreSession: fromPromise<SessionAnswer, void>(() => inUsersLanguage(auth.refresh())),
    login: fromPromise<SessionAnswer, LoginInput>(({ input }) => inUsersLanguage(auth.login(input))),
    choosePartner: fromPromise<SessionAnswer, { partnerId: number }>(({ input }) => inUsersLanguage(auth.choosePartner(input.partnerId))),
    logout: fromPromise<void, void>(() => auth.logout()),
    loadCatalog: fromPromise<Catalog, void>(() => catalog.catalog()),
    loadProducts: fromPromise<Product[], void>(() => catalog.products()),
    loadFinishes: fromPromise<Finish[], void>(() => catalog.finishes()),
    loadAddresses: fromPromise<Address[], void>(() => catalog.addresses()),
    checkSpecs: fromPromise<SpecsCheck, void>(() => catalog.specsCheck()),
    saveFavorite: fromCallback<EventObject, { productId: number }>(({ sendBack, input: { productId } }) => {
      catalog.toggleFavorite(productId).then(
        (isFavorite) => sendBack({ type: 'favorite.changed', productId, isFavorite }),
        () => sendBack({ type: 'favorite.failed', productId }),
      );
    }),
  };
}
