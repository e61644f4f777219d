import type { Address, Catalog, Finish, Product } from '../src/domain/catalog.js';
import type { LoginAnswer, LoginInput, Settings, User } from '../src/domain/session.js';

/** What a login, refresh or partner choice gives back; 206 means "choose a partner first". */
export interface SessionAnswer {
  status: number;
  answer: LoginAnswer;
}

export interface BootData {
  catalog: Catalog | null;
  products: Product[] | null;
  finishes: Finish[] | null;
  addresses: Address[] | null;
}

export interface SessionContext extends BootData {
  user: User | null;
  settings: Settings | null;
  /** Starts true so nothing flashes "new" before the check answers (spec section 4). */
  seenSpecs: boolean;
  /** Messages of the last failure, for toasts; a new array each time so views notice repeats. */
  errors: readonly string[];
  /** Products whose heart was pressed and whose POST /favorite has not answered yet. */
  savingFavorites: readonly number[];
  /** The stored session (refresh cookie) is tried once per page load. */
  restoreTried: boolean;
  /** The mailed login link last tried: a link logs in once, also when the guard runs again. */
  triedToken: string | null;
}

export type SessionEvent =
  | { type: 'session.restore' }
  | { type: 'login.password'; email: string; password: string }
  | { type: 'login.token'; token: string }
  | { type: 'partner.choose'; partnerId: number }
  | { type: 'partner.switch' }
  | { type: 'partner.cancel' }
  | { type: 'boot.retry' }
  | { type: 'specs.downloaded' }
  /** The heart on a product in the selector was pressed (spec section 2). */
  | { type: 'favorite.toggle'; productId: number }
  /** POST /favorite answered: the product's new favourite state. */
  | { type: 'favorite.changed'; productId: number; isFavorite: boolean }
  /** POST /favorite failed: the heart stays as it was. */
  | { type: 'favorite.failed'; productId: number }
  | { type: 'session.refreshed'; answer: LoginAnswer }
  /** The customer saved their settings or confirmed a new address: the same user, new settings. */
  | { type: 'settings.changed'; user: User; settings: Settings }
  | { type: 'tabs.conflict' }
  /** A screen behind the login was asked for while logged out. */
  | { type: 'login.required' }
  | { type: 'session.logout' };

export type LoginRequestInput = LoginInput;

/**
 * `partner.changed`: a partner was chosen while logged in: its data boots now (the app goes to the
 * boot screen and back). `boot.completed`: the boot's "Ready!" pause is over, the app goes on.
 */
export type SessionEmitted =
  /** Who is logged in (or nobody) and their settings, after every login, refresh, partner choice and logout. */
  | { type: 'user.changed'; user: User | null; settings: Settings | null }
  /** A password, link or partner choice logged in: the app boots. */
  | { type: 'login.succeeded' }
  /** The customer logged out. */
  | { type: 'session.ended' }
  | { type: 'login.required' }
  | { type: 'partner.changed'; partnerId: number }
  | { type: 'boot.completed' }
  | { type: 'session.failed'; messages: string[] }
  | { type: 'favorite.failed'; productId: number };
