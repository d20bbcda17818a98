import { createContext, useContext } from "react";

const ID = "app-css";

/**
 * The stylesheet's text when the page carries it inline, or null when it links
 * the stylesheet file instead. The server decides per page (entry.server.tsx):
 * pages stored in the page cache, which first-time visitors get, carry it
 * inline, so no request blocks their first paint; pages rendered for one person
 * (signed in) link the file their browser already keeps, which makes the page
 * 70 KB smaller to render and compress. In the browser the choice is read back
 * from the server-rendered element, so the CSS is never shipped twice and
 * hydration sees the same element.
 */
export const InlineStylesContext = createContext<string | null>(serverRendered());

function serverRendered(): string | null {
  if (typeof document === "undefined") return null;
  const element = document.getElementById(ID);
  return element?.tagName === "STYLE" ? (element.textContent ?? "") : null;
}

/** The app's CSS in <head>: inline, or a link to `href` (the same stylesheet as a file). */
export function InlineStyles({ href }: { href: string }) {
  const css = useContext(InlineStylesContext);
  if (css === null) return <link id={ID} rel="stylesheet" href={href} />;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own build's CSS, not user content
  return <style id={ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
