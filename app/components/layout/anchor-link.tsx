import { useEffect, type ComponentProps, type MouseEvent } from "react";
import { Link, useLocation, useNavigate, useNavigationType } from "react-router";
import { scrollToAnchor, scrollToAnchorOnArrival, splitAnchor } from "~/lib/scroll";

type Props = Omit<ComponentProps<"a">, "href"> & { href: string };

/** What an anchor link to another page leaves in the history entry it creates. */
type AnchorState = { scrollToAnchor: string };

function anchorFrom(state: unknown): string | null {
  const id = (state as Partial<AnchorState> | null)?.scrollToAnchor;
  return typeof id === "string" && id ? id : null;
}

/**
 * A link that follows the anchor rule (docs/product.md, Navigation): an anchor on
 * another page goes home first and scrolls 100 ms after it is on screen, with the 80px
 * offset; on the home page it scrolls directly; a plain path navigates and starts at the top.
 * Without JavaScript it is an ordinary link.
 *
 * The scroll to another page's anchor is done by `useAnchorScrollOnArrival`, which outlives
 * the link (the link may be on the page being left, or in a menu that closes).
 */
export function AnchorLink({ href, onClick, ...rest }: Props) {
  const location = useLocation();
  const navigate = useNavigate();
  const anchor = splitAnchor(href);

  if (!anchor) return <Link to={href} onClick={onClick} {...rest} />;

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
      return;
    event.preventDefault();
    if (location.pathname === anchor.path) {
      // One frame later, so a menu closing on this click has let go of focus first.
      window.requestAnimationFrame(() => scrollToAnchor(anchor.id));
      return;
    }
    const state: AnchorState = { scrollToAnchor: anchor.id };
    void navigate(anchor.path, { state });
  };
  return <a href={href} onClick={handleClick} {...rest} />;
}

/**
 * Finishes an anchor link to another page: once the new page is committed to the screen
 * (React Router's ScrollRestoration has just put it at the top), waits for the anchor's
 * element, then 100 ms, then scrolls to it and moves focus there. Mount once, in chrome
 * that every page shares. Back and forward (POP) restore the remembered position instead.
 */
export function useAnchorScrollOnArrival() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const id = navigationType === "PUSH" ? anchorFrom(location.state) : null;
  useEffect(() => {
    if (!id) return;
    return scrollToAnchorOnArrival(id);
    // location.key: a new visit with the same anchor scrolls again.
  }, [id, location.key]);
}
