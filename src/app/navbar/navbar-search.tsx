import { lazy, Suspense } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import type { Product } from '../../domain/catalog.js';
import { useAppServices, useSessionContext } from '../app-context.js';

// The search and its index come with their own chunk, after the portal has booted: not with /login.
const ProductSearchBox = lazy(async () => ({ default: (await import('../../features/catalog/components/product-search-box.js')).ProductSearchBox }));

/** The navbar's product search over the catalogue loaded at boot; choosing a product starts a print of it. */
export function NavbarSearch() {
  const { t } = useLingui();
  const { print } = useAppServices();
  const catalog = useSessionContext((context) => context.catalog);
  const products = useSessionContext((context) => context.products);
  const finishes = useSessionContext((context) => context.finishes);
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  if (!catalog || !products) return null;
  const start = (product: Product) => print.send({ type: 'print.start', product, finishes: finishes ?? [], uuid: crypto.randomUUID() });
  // The print machine says the copies step opened; src/app/flow-navigation.ts shows /printer. A print
  // being entered is not dropped for another product unasked: going to the selector first asks the
  // customer (the wizard's leave question); only if they leave does the new print start.
  const choose = async (product: Product) => {
    if (!pathname.startsWith('/printer')) return start(product);
    await navigate({ to: '/selector' });
    if (!print.getSnapshot().hasTag('asksBeforeLeaving')) start(product);
  };
  const label = t`Zoek een product`;
  // Named like its field: the order overviews have a search landmark of their own (axe: landmark-unique).
  return (
    <div className="pp-navbar__search" role="search" aria-label={label}>
      <Suspense fallback={null}>
        <ProductSearchBox catalog={catalog} products={products} onChoose={(product) => void choose(product)} label={label} hideLabel />
      </Suspense>
    </div>
  );
}
