import X from 'lucide-react/icons/x';
import { useLingui } from '@lingui/react/macro';
import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components/Toast';
import { placeToastRegion } from './toast-placement.js';
import { TOAST_LABELS, type Toasts } from './toast-queue.js';

/** Where toasts appear (under the navbar, moving the content down: toast-placement.ts); each has a Close action and is announced to screen readers. */
export function ToastArea({ toasts }: { toasts: Toasts }) {
  const { t } = useLingui();
  return (
    <ToastRegion ref={placeToastRegion} queue={toasts.queue} className="pp-toasts" aria-label={t(TOAST_LABELS.region)}>
      {({ toast }) => (
        <Toast toast={toast} className={`pp-toast pp-toast--${toast.content.tone}`}>
          <ToastContent className="pp-toast__content">
            <Text slot="title">{toast.content.message}</Text>
          </ToastContent>
          <Button slot="close" className="pp-toast__close" aria-label={t(TOAST_LABELS.close)}>
            <X aria-hidden="true" size={18} />
          </Button>
        </Toast>
      )}
    </ToastRegion>
  );
}
