import { type AnchorHTMLAttributes, forwardRef } from 'react';

/**
 * Stands in for the app's router link in stories: it receives the design system's props, and reports the
 * navigation instead of leaving the page.
 */
export const FakeRouterLink = forwardRef<
  HTMLAnchorElement,
  AnchorHTMLAttributes<HTMLAnchorElement> & { onNavigate: (href: string) => void }
>(function FakeRouterLink({ onNavigate, href = '', onClick, ...props }, ref) {
  return (
    <a
      {...props}
      ref={ref}
      href={href}
      onClick={(event) => {
        // Like a router link: the caller's handler first, then client-side navigation instead of a page load.
        onClick?.(event);
        event.preventDefault();
        onNavigate(href);
      }}
    />
  );
});
