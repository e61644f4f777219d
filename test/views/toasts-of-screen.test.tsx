import { act, render, waitFor } from '@testing-library/react';
import {
  createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider,
} from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useToastsOfScreen } from '../../src/app/screen-focus.js';
import { showToast, toastQueue } from '../../src/shared/ui/toast-queue.js';

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
    beforeLoad: () => void mailedLinkLoad.then(() => showToast('Uw e-mailadres is gewijzigd.', 'success')),
    // The screen loads after its toast: the toast was raised first on the same answer.
    loader: () => mailedLinkLoad,
    component: () => <h1>mailed-link</h1>,
  });
  return createRouter({
    routeTree: root.addChildren([page('first'), page('second'), mailedLink]),
    history: createMemoryHistory({ initialEntries: ['/first'] }),
  });
}

const shownMessages = () => toastQueue.visibleToasts.map((toast) => toast.content.message);

describe('a toast belongs to the screen it speaks about', () => {
  afterEach(() => act(() => toastQueue.clear()));

  it('goes when the customer moves to another screen', async () => {
    const router = routerWith(Promise.resolve());
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(router.state.status).toBe('idle'));
    act(() => void showToast('Inloggen mislukt', 'error'));
    act(() => router.history.push('/second'));
    await waitFor(() => expect(router.state.resolvedLocation?.pathname).toBe('/second'));
    expect(shownMessages()).toEqual([]);
  });

  it('stays when the screen being opened raised it while it was still loading', async () => {
    const loading = gate();
    const router = routerWith(loading.opened);
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(router.state.status).toBe('idle'));
    act(() => router.history.push('/mailed-link'));
    await act(async () => loading.open());
    await waitFor(() => expect(router.state.resolvedLocation?.pathname).toBe('/mailed-link'));
    expect(shownMessages()).toEqual(['Uw e-mailadres is gewijzigd.']);
  });
});
