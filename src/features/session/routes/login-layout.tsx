import { Outlet } from '@tanstack/react-router';

/** The login area's backdrop; its screens are modal dialogs over it. */
export function LoginLayout() {
  return (
    <main className="pp-login-page">
      <p className="pp-login-brand">PrintPortal</p>
      <Outlet />
    </main>
  );
}
