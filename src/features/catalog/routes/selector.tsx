import '../../../shared/ui/configure.css';
import { Navigate, useNavigate } from '@tanstack/react-router';
import type { Product } from '../../../domain/catalog.js';
import { useAppServices, useSessionContext } from '../../../app/app-context.js';
import { defaultChapter } from '../../../domain/chapters.js';
import { isChapter, visibleChapters } from '../components/catalog-tree.js';
import { SelectorView } from '../components/selector-view.js';

/**
 * /selector/{type}: choose a product; choosing starts a print and opens the copies step. The app
 * layout keeps this one screen alive (spec section 2), so it gets its chapter from there rather
 * than from the current route, which may be another screen while it waits hidden.
 */
export function SelectorScreen({ type }: { type: string }) {
  const navigate = useNavigate();
  const { session, print: configurator } = useAppServices();
  const catalog = useSessionContext((context) => context.catalog);
  const products = useSessionContext((context) => context.products);
  const finishes = useSessionContext((context) => context.finishes);
  const savingFavorites = useSessionContext((context) => context.savingFavorites);
  if (!catalog || !products) return null; // the boot screen loads them before any app route shows

  const wanted = isChapter(type) ? type : null;
  const chapter = wanted && visibleChapters(catalog).includes(wanted) ? wanted : null;
  if (!chapter) {
    const fallback = defaultChapter(catalog);
    if (wanted === fallback) return null;
    return <Navigate to="/selector/$type" params={{ type: fallback }} replace />;
  }

  const choose = (product: Product) => {
    // The print machine says the copies step opened; src/app/flow-navigation.ts shows /printer.
    configurator.send({ type: 'print.start', product, finishes: finishes ?? [], uuid: crypto.randomUUID() });
  };
  return (
    <section className="pp-page pp-fade-in" data-screen="selector">
      <SelectorView
        catalog={catalog}
        products={products}
        chapter={chapter}
        onChapterChange={(next) => void navigate({ to: '/selector/$type', params: { type: next } })}
        onChoose={choose}
        savingFavorites={savingFavorites}
        onToggleFavorite={(productId) => session.send({ type: 'favorite.toggle', productId })}
      />
    </section>
  );
}
