import { createLink, type LinkComponent } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';

type AnchorProps = AnchorHTMLAttributes<HTMLAnchorElement>;

const Anchor = forwardRef<HTMLAnchorElement, AnchorProps>(function Anchor({ className, ...props }, ref) {
  // A link styled as something else (a button) keeps that look only.
  return <a ref={ref} {...props} className={className ?? 'pp-link'} />;
});

const RouterLink = createLink(Anchor);

/** An in-app link with the house look (a real <a href>, so middle-click and screen readers work). */
export const Link: LinkComponent<typeof Anchor> = (props) => <RouterLink preload="intent" {...props} />;
