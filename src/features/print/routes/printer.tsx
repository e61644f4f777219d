import '../../../shared/ui/configure.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Outlet } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { useAppServices, useSessionContext } from '../../../app/app-context.js';
import { markFinishesOf } from '../../../domain/marked-finishes.js';
import { FinishPreviews } from '../components/finish-preview/finish-previews.js';
import { CopiesEditor } from '../components/copies-editor/copies-editor.js';
import type { LineEdit } from '../components/copies-editor/line-edits.js';
import { Button } from '../../../shared/ui/button.js';
import { AddedToCartModal } from '../components/wizard/added-to-cart-modal.js';
import { LeaveDialog } from '../components/wizard/leave-dialog.js';
import { LivePrice } from '../components/wizard/live-price.js';
import { useConfiguratorContext, useConfiguratorPage, useConfiguratorStep } from '../components/wizard/use-configurator.js';
import { WizardBreadcrumbs, type WizardCrumb } from '../components/wizard/wizard-breadcrumbs.js';
import { NeedByPlanner, usePlanner } from '../../checkout/index.js';

/**
 * /printer: the order wizard around the copies step (and /printer/finishes as its child). The print
 * machine decides the step; its pages, the redirect without a print and the question before leaving
 * follow it (src/app/router.tsx, src/app/flow-navigation.ts). Back on the copies step and the
 * Selection crumb ask for the product choice (`selector.open`); the added-to-cart dialog closes the
 * print towards more products or the cart (`print.done`): the machine's emitted events move the page.
 */
export function PrinterRoute() {
  const { print: configurator, actions, toasts } = useAppServices();
  const step = useConfiguratorStep();
  const current: WizardCrumb = useConfiguratorPage();
  const confirmingLeave = useSelector(configurator, (snapshot) => snapshot.hasTag('confirmingLeave'));
  const product = useConfiguratorContext((context) => context.product);
  const lines = useConfiguratorContext((context) => context.lines);
  const copyIssues = useConfiguratorContext((context) => context.copyIssues);
  const needsFinishes = useConfiguratorContext((context) => context.needsFinishes);
  const completed = useConfiguratorContext((context) => context.completed);
  const selections = useConfiguratorContext((context) => context.selections);
  const catalogFinishes = useSessionContext((context) => context.finishes);

  const onEdit = useCallback((edit: LineEdit) => configurator.send({ type: 'lines.edit', edit }), [configurator]);
  const sheetImport = useSelector(configurator, (snapshot) => snapshot.children.sheetImport);
  const { i18n, t } = useLingui();
  const downloadTemplate = () => actions.downloadCopiesTemplate().catch(() => void toasts.show(t`Het sjabloon kon niet worden gedownload`, 'error'));
  const excel = sheetImport ? { sheetImport, downloadTemplate } : undefined;
  const planner = usePlanner(product ? [{ product_id: product.id }] : []);

  if (step === 'idle' || !product) return null; // left (or never started): the router goes elsewhere

  const toSelector = () => configurator.send({ type: 'selector.open' });
  // Refusals come back as emitted events (toasts: src/app/flow-toasts.ts).
  const next = () => configurator.send({ type: step === 'finishes' ? 'finishes.next' : 'copies.next' });
  const back = () => (step === 'finishes' ? configurator.send({ type: 'step.back' }) : toSelector());
  const go = (crumb: WizardCrumb) => {
    if (crumb === 'selection') toSelector();
    else if (crumb === 'details' && step === 'finishes') back();
  };
  const productName = product.name;
  const byId = new Map((catalogFinishes ?? []).map((finish) => [finish.id, finish]));
  const marked = markFinishesOf(selections, (id) => byId.get(id), product.id);
  return (
    <section className="pp-page pp-wizard" data-screen={current === 'finishes' ? 'printer-finishes' : 'printer'}>
      <WizardBreadcrumbs current={current} showFinishes={needsFinishes} onGo={go} />
      <header className="pp-wizard__head">
        <h1 className="pp-wizard__title">{productName}</h1>
        <LivePrice />
      </header>
      {current === 'details' ? (
        <>
          <CopiesEditor product={product} lines={lines} issues={copyIssues} onEdit={onEdit} excel={excel} />
          {product.kind === 'frame' ? null : (
            <section className="pp-wizard__preview" aria-labelledby="pp-preview-title">
              <h2 id="pp-preview-title" className="pp-section-title"><Trans>Voorbeeld op schaal</Trans></h2>
              <FinishPreviews copies={lines} finishes={marked} legend empty={<p className="pp-muted"><Trans>Vul een breedte en hoogte in: dan ziet u hier de print op schaal.</Trans></p>} />
            </section>
          )}
        </>
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
      {/* Below the wizard's buttons: the copies stay as quick to get through by keyboard. */}
      {current === 'details' ? <NeedByPlanner planner={planner} lang={i18n.locale} scope="product" /> : null}
      {step === 'complete' && completed ? (
        <AddedToCartModal
          productName={productName}
          print={completed}
          onContinue={() => configurator.send({ type: 'print.done', next: 'selector' })}
          onCheckout={() => configurator.send({ type: 'print.done', next: 'checkout' })}
        />
      ) : null}
      {confirmingLeave ? (
        <LeaveDialog
          productName={productName}
          onStay={() => configurator.send({ type: 'leave.cancel' })}
          onLeave={() => configurator.send({ type: 'leave.confirm' })}
        />
      ) : null}
    </section>
  );
}
