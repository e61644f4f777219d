import { useCallback, useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { useAppServices, useSessionContext } from '../../../app/app-context.js';
import { FinishEditor } from '../components/finish-editor/finish-editor.js';
import type { FinishEdit } from '../components/finish-editor/finish-edits.js';
import type { FrameChoice } from '../../../../machines/print.machine.js';
import { buildPrint } from '../../../../machines/print-build.js';
import { useConfiguratorContext } from '../components/wizard/use-configurator.js';

/** /printer/finishes: the finish editor of the current print (the wizard frame is the parent). */
export function PrinterFinishesRoute() {
  const { print: configurator } = useAppServices();
  const product = useConfiguratorContext((context) => context.product);
  const selections = useConfiguratorContext((context) => context.selections);
  const issues = useConfiguratorContext((context) => context.finishIssues);
  const frame = useConfiguratorContext((context) => context.frame);
  const lines = useConfiguratorContext((context) => context.lines);
  const uuid = useConfiguratorContext((context) => context.uuid);
  // The lines were validated on the way in: the print each choice's price difference is counted on.
  const print = useMemo(() => buildPrint({ product, uuid, lines, selections: [], frame }, false), [product, uuid, lines, frame]);
  const finishes = useSessionContext((context) => context.finishes) ?? [];
  // The side rules run in the print's child actor (machines/finish-sides.machine.ts) while this step is open.
  const sides = useSelector(configurator, (snapshot) => snapshot.children.finishSides);

  const onEdit = useCallback((edit: FinishEdit) => sides?.send(edit), [sides]);
  const onFrame = useCallback((value: FrameChoice) => configurator.send({ type: 'frame.change', frame: value }), [configurator]);
  if (!product) return null;
  return (
    <FinishEditor
      product={product}
      finishes={finishes}
      selections={selections}
      issues={issues}
      onEdit={onEdit}
      print={print}
      frame={product.kind === 'frame' ? { value: frame, onChange: onFrame } : undefined}
      copies={lines}
    />
  );
}
