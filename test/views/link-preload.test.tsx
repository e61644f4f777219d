import { describe, expect, it } from 'vitest';
import { answerOf, customer } from '../machines/session-fixtures.js';
import { fakeApis, renderApp, screen, waitFor } from './support/render-app.js';

/**
 * Links preload their screen when pointed at (preload="intent"): that runs the route's beforeLoad,
 * which must not do what a visit does, or pointing at a tab would change the screen one is on.
 */
describe('a link pointed at but not followed', () => {
  async function atHome() {
    const apis = fakeApis();
    apis.auth.refresh.mockResolvedValue({ status: 200, answer: answerOf(customer) });
    const app = renderApp('/', apis);
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
    await waitFor(() => expect(app.services.orderList.getSnapshot().context.place?.view).toBe('home'));
    return app;
  }

  it('leaves the lists on home when the quotes tab or an order is preloaded', async () => {
    const app = await atHome();
    await app.router.preloadRoute({ to: '/overview/quotes' });
    await app.router.preloadRoute({ to: '/order/$orderId', params: { orderId: '1042' } });
    expect(app.services.orderList.getSnapshot().context.place?.view).toBe('home');
    expect(app.services.orderDetail.getSnapshot().context).toMatchObject({ orderId: null });
    expect(app.path()).toBe('/');
  });

  it('still moves the lists when the link is followed', async () => {
    const app = await atHome();
    await app.router.navigate({ to: '/overview/quotes' });
    await waitFor(() => expect(app.services.orderList.getSnapshot().context.place?.view).toBe('quotes'));
  });
});
