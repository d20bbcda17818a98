import { createContext, useContext } from "react";

const ID = "app-css";

/**
 * The stylesheet's text. The server provides it (styles.server.ts); in the
 * browser it is read back from the server-rendered <style>, so the CSS is
 * never shipped twice, hydration sees the same content, and the element is
 * rebuilt intact should React ever mount it again.
 */
export const InlineStylesContext = createContext(
  typeof document === "undefined" ? "" : (document.getElementById(ID)?.textContent ?? ""),
);

/** The app's CSS as a <style> in <head>. */
export function InlineStyles() {
  const css = useContext(InlineStylesContext);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own build's CSS, not user content
  return <style id={ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
