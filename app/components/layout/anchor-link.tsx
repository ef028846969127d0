import type { ComponentProps, MouseEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { ANCHOR_DELAY_MS, scrollToAnchor, splitAnchor } from "~/lib/scroll";

type Props = Omit<ComponentProps<"a">, "href"> & { href: string };

/**
 * A link that follows the spec's anchor rule (section 2, Navigation bar): an anchor on
 * another page goes home first and scrolls 100 ms later with the 80px offset; on the
 * home page it scrolls directly; a plain path navigates and starts at the top.
 * Without JavaScript it is an ordinary link.
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
      scrollToAnchor(anchor.id);
      return;
    }
    void Promise.resolve(navigate(anchor.path)).then(() => {
      window.setTimeout(() => scrollToAnchor(anchor.id), ANCHOR_DELAY_MS);
    });
  };
  return <a href={href} onClick={handleClick} {...rest} />;
}
