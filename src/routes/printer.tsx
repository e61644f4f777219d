import '../views/configure.css';
import { Trans } from '@lingui/react/macro';
import { Outlet, useLocation, useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef } from 'react';
import { readCopiesSheet } from '../actors/read-copies-sheet.js';
import { useAppServices, useSessionContext } from '../views/app-context.js';
import { CopiesEditor } from '../views/copies-editor/copies-editor.js';
import type { LineEdit } from '../views/copies-editor/line-edits.js';
import { defaultChapter } from '../views/selector/catalog-tree.js';
import { Button } from '../ui/button.js';
import { AddedToCartModal } from '../views/wizard/added-to-cart-modal.js';
import { useLeaveWarning } from '../views/wizard/leave-warning.js';
import { LivePrice } from '../views/wizard/live-price.js';
import { useConfiguratorContext, useConfiguratorStep } from '../views/wizard/use-configurator.js';
import { WizardBreadcrumbs, type WizardCrumb } from '../views/wizard/wizard-breadcrumbs.js';

/** /printer: the order wizard around the copies step (and /printer/finishes as its child). */
export function PrinterRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const { print: configurator, actions } = useAppServices();
  const step = useConfiguratorStep();
  const product = useConfiguratorContext((context) => context.product);
  const lines = useConfiguratorContext((context) => context.lines);
  const copyIssues = useConfiguratorContext((context) => context.copyIssues);
  const needsFinishes = useConfiguratorContext((context) => context.needsFinishes);
  const completed = useConfiguratorContext((context) => context.completed);
  const catalog = useSessionContext((context) => context.catalog);
  const onFinishesPath = location.pathname.startsWith('/printer/finishes');
  useLeaveWarning(step === 'copies' || step === 'finishes');

  // The URL follows the step (browser back/forward, a typed URL).
  useEffect(() => {
    if (step === 'copies' && onFinishesPath) void navigate({ to: '/printer', replace: true });
    if (step === 'finishes' && !onFinishesPath) configurator.send({ type: 'step.back' });
  }, [step, onFinishesPath, navigate, configurator]);

  // No current product: back to the selector (once; rendering <Navigate> here looped with the router).
  const redirected = useRef(false);
  useEffect(() => {
    if ((step !== 'idle' && product) || redirected.current) return;
    redirected.current = true;
    const chapter = catalog ? defaultChapter(catalog) : 'catalog';
    void navigate({ to: '/selector/$type', params: { type: chapter }, replace: true });
  }, [step, product, catalog, navigate]);

  // The machine opens the finishes step (its copies were accepted); the page follows. The complete
  // print goes into the cart through the app's actors (print.completed), not through this screen.
  useEffect(() => {
    const subscription = configurator.on('finishes.opened', () => void navigate({ to: '/printer/finishes' }));
    return () => subscription.unsubscribe();
  }, [configurator, navigate]);

  const onEdit = useCallback((edit: LineEdit) => configurator.send({ type: 'lines.edit', edit }), [configurator]);
  const productRules = product;
  const excel = productRules
    ? { importSheet: (file: File) => readCopiesSheet(file, productRules), downloadTemplate: actions.downloadCopiesTemplate }
    : undefined;

  if (step === 'idle' || !product) return null; // the effect below sends the user to the selector

  const toSelector = () => {
    const chapter = catalog ? defaultChapter(catalog) : 'catalog';
    void navigate({ to: '/selector/$type', params: { type: chapter } });
  };
  const abandon = () => {
    redirected.current = true;
    configurator.send({ type: 'print.abandon' });
    toSelector();
  };
  // Refusals come back as emitted events (toasts: use-flow-toasts, finish-sides-toasts).
  const next = () => {
    if (step === 'finishes') return configurator.send({ type: 'finishes.next' });
    const started = performance.now();
    configurator.send({ type: 'copies.next' });
    performance.measure('pp-copies-validate', { start: started, end: performance.now() }); // read by bench/editor-figures.ts
  };
  const back = () => {
    if (step === 'finishes') {
      configurator.send({ type: 'step.back' });
      void navigate({ to: '/printer' });
    } else abandon();
  };
  const go = (crumb: WizardCrumb) => {
    if (crumb === 'selection') abandon();
    else if (crumb === 'details' && step === 'finishes') back();
  };
  const productName = product.name;
  const current: WizardCrumb = step === 'finishes' ? 'finishes' : 'details';
  return (
    <section className="pp-page pp-wizard" data-screen={current === 'finishes' ? 'printer-finishes' : 'printer'}>
      <WizardBreadcrumbs current={current} showFinishes={needsFinishes} onGo={go} />
      <header className="pp-wizard__head">
        <h1 className="pp-wizard__title">{productName}</h1>
        <LivePrice />
      </header>
      {current === 'details' ? (
        <CopiesEditor product={product} lines={lines} issues={copyIssues} onEdit={onEdit} excel={excel} />
      ) : (
        <Outlet />
      )}
      <div className="pp-wizard__nav">
        <Button variant="secondary" onPress={back}>
          <Trans>Terug</Trans>
        </Button>
        <Button onPress={next} isDisabled={step === 'complete'}>
          <Trans>Volgende</Trans>
        </Button>
      </div>
      {step === 'complete' && completed ? (
        <AddedToCartModal
          productName={productName}
          print={completed}
          onContinue={() => {
            redirected.current = true; // we choose where to go ourselves
            configurator.send({ type: 'print.done' });
            toSelector();
          }}
          onCheckout={() => {
            redirected.current = true;
            configurator.send({ type: 'print.done' });
            void navigate({ to: '/checkout' });
          }}
        />
      ) : null}
    </section>
  );
}
