import { createContext, useContext } from "react";

/**
 * The site's one stylesheet, written into the page's <head> instead of linked: a phone on a slow
 * link paints without waiting a round trip for it (docs/decisions/0011-inline-css-and-system-text.md).
 * The server provides the built file's text (`stylesheetText`, entry.server.tsx); in the browser
 * the context is empty and React adopts the <style> already in the page by its `href` key, as it
 * adopts a linked stylesheet, so nothing is fetched or inserted again.
 */
const StylesheetTextContext = createContext<string>("");

export const StylesheetTextProvider = StylesheetTextContext.Provider;

export function InlineStylesheet({ href }: { href: string }) {
  const text = useContext(StylesheetTextContext);
  // `href` and `precedence` make this a React style resource: hoisted into <head> ahead of
  // everything else, written once, and found again by `data-href` when the page hydrates.
  return (
    <style href={href} precedence="default">
      {text}
    </style>
  );
}
