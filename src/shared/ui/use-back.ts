import { useRouter } from '@tanstack/react-router';

/**
 * Back that never leaves the portal: the previous screen when this tab has in-app history, else
 * home (a fresh tab, an e-mailed link, the first screen after login).
 */
export function useBackInPortal(): () => void {
  const router = useRouter();
  return () => {
    if (router.history.canGoBack()) router.history.back();
    else void router.navigate({ to: '/' });
  };
}
