import userEvent from '@testing-library/user-event';
import { createActor, fromPromise, type InspectionEvent } from 'xstate';
import { sessionMachine } from '../../../machines/session.machine.js';
import { showSessionFailures } from '../../../src/features/session/actors/session-toasts.js';
import type { AppServices } from '../../../src/app/create-actors.js';
import { followPasswordReset } from '../../../src/app/flow-navigation.js';
import { createPasswordResetActor } from '../../../src/features/session/actors/password-reset-actors.js';
import { authApi } from '../../../src/features/session/api.js';
import { createToasts } from '../../../src/shared/ui/toast-queue.js';
import { fakeApis } from '../../views/support/render-app.js';
import { httpEdge, type HttpEdge } from './http-edge.js';
import { memoryRouter, renderRouter } from './shop-app.js';

export interface LoginAreaWorld {
  edge: HttpEdge;
  services: AppServices;
  path: () => string;
  navigate: (href: string) => void;
  user: ReturnType<typeof userEvent.setup>;
  stop: () => void;
}

/**
 * The whole app at `start` in the login area for a visitor who is not logged in; the forgot/reset
 * flow's actor is made as src/app/create-actors.ts makes it (inspected by `inspect`), on the real
 * auth calls whose POST /auth/email and /auth/reset wait at the http edge.
 */
export async function renderLoginArea(inspect: (event: InspectionEvent) => void, start: string, ready: () => Promise<unknown>): Promise<LoginAreaWorld> {
  const edge = httpEdge({ held: ['auth/email', 'auth/reset'] });
  const apis = fakeApis();
  const session = createActor(sessionMachine.provide({ actors: { restoreSession: fromPromise(() => apis.auth.refresh()) } as never }));
  const toasts = createToasts();
  showSessionFailures(toasts, session);
  session.start();
  // The login area needs no shop actors (they load with the app route).
  const services = { session, auth: apis.auth, catalog: apis.catalog, toasts } as unknown as AppServices;
  services.loadPasswordReset = async () => {
    if (services.passwordReset) return;
    services.passwordReset = createPasswordResetActor(authApi(edge.api), toasts, inspect);
    followPasswordReset(services.passwordReset, router);
  };
  const router = memoryRouter(services, start);
  renderRouter(services, router);
  // The first render loads the lazy screen and the app's texts: give it time once.
  await ready();
  return {
    edge,
    services,
    path: () => router.state.location.href,
    navigate: (href) => void router.history.push(href),
    user: userEvent.setup(),
    stop: () => {
      services.passwordReset?.stop();
      session.stop();
    },
  };
}
