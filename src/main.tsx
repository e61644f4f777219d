import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { I18nProvider } from '@lingui/react';
import { createAppServices } from './app/create-actors.js';
import { followPasswordReset, followSession, followShop } from './app/flow-navigation.js';
import { loadInspector } from './app/inspect/inspect.js';
import { activateLocale, i18n } from './shared/i18n/i18n.js';
import { createAppRouter } from './app/router.js';
import { AppServicesProvider } from './app/app-context.js';
import { InspectContext } from './shared/inspect-context.js';
import './shared/ui/ui.css';

/** Creates the app actors (inspected in dev: src/app/inspect), the router and the flows' navigation, and mounts React. */
async function start(): Promise<void> {
  const [inspect] = await Promise.all([loadInspector(), activateLocale()]);
  // The machines' outcomes become navigation in one place (flow-navigation), once the router exists.
  const services = createAppServices({
    inspect,
    onShop: (shop) => followShop(shop, router),
    onPasswordReset: (passwordReset) => followPasswordReset(passwordReset, router),
  });
  const router = createAppRouter(services);
  followSession(services.session, router);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <AppServicesProvider value={services}>
          <InspectContext value={inspect}>
            <RouterProvider router={router} />
          </InspectContext>
        </AppServicesProvider>
      </I18nProvider>
    </StrictMode>,
  );
}

void start();
