import { type AnchorHTMLAttributes, cloneElement, type ReactElement } from 'react';

export type AnchorProps = AnchorHTMLAttributes<HTMLAnchorElement>;

/**
 * The app's router link, which a design-system link renders as so navigation stays client-side: an element
 * (`<RouterLink />`, its own props kept) given the link's props, or a function of them.
 */
export type LinkRender = ReactElement<AnchorProps> | ((props: AnchorProps) => ReactElement);

/** An `<a>` with these props, or the app's router link given them. */
export function Anchor({ render, ...props }: AnchorProps & { render?: LinkRender | undefined }) {
  if (typeof render === 'function') return render(props);
  if (render) return cloneElement(render, props);
  return <a {...props} />;
}
