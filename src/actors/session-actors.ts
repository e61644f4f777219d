import { fromPromise } from 'xstate';
import type { Address, Catalog, Finish, Product, SpecsCheck } from '../domain/catalog.js';
import type { LoginInput } from '../domain/session.js';
import type { SessionAnswer } from '../../machines/session.machine.js';
import type { AuthApi } from '../api/auth.js';
import type { CatalogApi } from '../api/catalog.js';

/** The real calls behind the session machine's actors (given with `sessionMachine.provide`). */
export function sessionActors(auth: AuthApi, catalog: CatalogApi) {
  return {
    restoreSession: fromPromise<SessionAnswer, void>(() => auth.refresh()),
    login: fromPromise<SessionAnswer, LoginInput>(({ input }) => auth.login(input)),
    choosePartner: fromPromise<SessionAnswer, { partnerId: number }>(({ input }) => auth.choosePartner(input.partnerId)),
    logout: fromPromise<void, void>(() => auth.logout()),
    loadCatalog: fromPromise<Catalog, void>(() => catalog.catalog()),
    loadProducts: fromPromise<Product[], void>(() => catalog.products()),
    loadFinishes: fromPromise<Finish[], void>(() => catalog.finishes()),
    loadAddresses: fromPromise<Address[], void>(() => catalog.addresses()),
    checkSpecs: fromPromise<SpecsCheck, void>(() => catalog.specsCheck()),
  };
}
