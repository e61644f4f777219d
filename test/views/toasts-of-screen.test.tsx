import { act, render, waitFor } from '@testing-library/react';
import {
  createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider,
} from '@tanstack/react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppServicesProvider } from '../../src/app/app-context.js';
import type { AppServices } from '../../src/app/services.js';
import { useToastsOfScreen } from '../../src/app/screen-focus.js';
import { createToasts, type Toasts } from '../../src/shared/ui/toast-queue.js';

/** A controllable promise: the test decides when a screen's loading is done. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => { open = resolve; });
  return { open, opened };
}

function Root() {
  useToastsOfScreen();
  return <Outlet />;
}

/** Three screens; /mailed-link raises its own toast while it loads (as /settings?email_token= does). */
function routerWith(mailedLinkLoad: Promise<void>) {
  const root = createRootRoute({ component: Root });
  const page = (path: string) => createRoute({ getParentRoute: () => root, path, component: () => <h1>{path}</h1> });
  const mailedLink = createRoute({
    getParentRoute: () => root,
    path: 'mailed-link',
    beforeLoad: () => void mailedLinkLoad.then(() => toasts.show('Uw e-mailadres is gewijzigd.', 'success')),
    // The screen loads after its toast: the toast was raised first on the same answer.
    loader: () => mailedLinkLoad,
    component: () => <h1>mailed-link</h1>,
  });
  return createRouter({
    routeTree: root.addChildren([page('first'), page('second'), mailedLink]),
    history: createMemoryHistory({ initialEntries: ['/first'] }),
  });
}

/** Each test's own toasts, as each app has its own. */
let toasts: Toasts = createToasts();
const shownMessages = () => toasts.queue.visibleToasts.map((toast) => toast.content.message);
const renderRouter = (router: ReturnType<typeof routerWith>) =>
  render(
    <AppServicesProvider value={{ toasts } as AppServices}>
      <RouterProvider router={router} />
    </AppServicesProvider>,
  );

describe('a toast belongs to the screen it speaks about', () => {
  beforeEach(() => {
    toasts = createToasts();
  });

  it('goes when the customer moves to another screen', async () => {
    const router = routerWith(Promise.resolve());
    renderRouter(router);
    await waitFor(() => expect(router.state.status).toBe('idle'));
    act(() => void toasts.show('Inloggen mislukt', 'error'));
    act(() => router.history.push('/second'));
    await waitFor(() => expect(router.state.resolvedLocation?.pathname).toBe('/second'));
    expect(shownMessages()).toEqual([]);
  });

  it('stays when the screen being opened raised it while it was still loading', async () => {
    const loading = gate();
    const router = routerWith(loading.opened);
    renderRouter(router);
    await waitFor(() => expect(router.state.status).toBe('idle'));
    act(() => router.history.push('/mailed-link'));
    await act(async () => loading.open());
    await waitFor(() => expect(router.state.resolvedLocation?.pathname).toBe('/mailed-link'));
    expect(shownMessages()).toEqual(['Uw e-mailadres is gewijzigd.']);
  });
});
