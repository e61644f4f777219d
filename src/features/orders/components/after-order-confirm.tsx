import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { afterOrderMachine, OrderAction } from '../../../../machines/after-order.machine.js';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.js';

interface Question {
  title: ReactNode;
  body: ReactNode;
  confirm: ReactNode;
}

function questionOf(action: OrderAction, number: number): Question {
  switch (action) {
    case 'accept':
      return {
        title: <Trans>Offerte {number} accepteren?</Trans>,
        body: <Trans>De offerte wordt een bindende order tegen de prijs en voorwaarden van de offerte. Dit kan niet ongedaan worden gemaakt.</Trans>,
        confirm: <Trans>Offerte accepteren</Trans>,
      };
    case 'deactivate':
      return {
        title: <Trans>Offerte {number} deactiveren?</Trans>,
        body: <Trans>Een gedeactiveerde offerte kan niet meer worden geaccepteerd. Dit kan niet ongedaan worden gemaakt.</Trans>,
        confirm: <Trans>Deactiveren</Trans>,
      };
    case 'delete':
      return {
        title: <Trans>Sjabloon verwijderen?</Trans>,
        body: <Trans>Sjabloon {number} wordt definitief verwijderd. Dit kan niet ongedaan worden gemaakt.</Trans>,
        confirm: <Trans>Verwijderen</Trans>,
      };
    case 'approve':
      return {
        title: <Trans>Order {number} goedkeuren?</Trans>,
        body: <Trans>De order gaat in behandeling zonder op (alle) bestanden te wachten. Dit kan niet ongedaan worden gemaakt.</Trans>,
        confirm: <Trans>Order goedkeuren</Trans>,
      };
  }
}

/**
 * The question the after-order actor asks in its `confirming` state (accept, deactivate, delete,
 * approve): Confirm sends `order.confirm`, Cancel or Escape `order.cancel`.
 */
export function AfterOrderConfirm({ afterOrder }: { afterOrder: ActorRefFrom<typeof afterOrderMachine> }) {
  const asking = useSelector(afterOrder, (snapshot) => (snapshot.hasTag('confirming') ? snapshot.context : null));
  const question = asking?.action ? questionOf(asking.action, asking.orderId ?? 0) : null;
  return (
    <ConfirmDialog
      isOpen={question !== null}
      title={question?.title}
      confirmLabel={question?.confirm}
      onConfirm={() => afterOrder.send({ type: 'order.confirm' })}
      onCancel={() => afterOrder.send({ type: 'order.cancel' })}
    >
      {question?.body}
    </ConfirmDialog>
  );
}
