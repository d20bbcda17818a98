/**
 * Text that would read as HTML: a tag, a closing tag, a comment or a declaration
 * (`3 < 5 HP` is fine). What translations (plainText's `noMarkup`) and the site's
 * worded settings (SITE_ADDRESS_GU …) refuse. No zod and no messages here, so the
 * environment's schema can use it.
 */
const MARKUP = /<\s*(?:[/?]?\s*[A-Za-z]|!)/;

export function hasMarkup(text: string): boolean {
  return MARKUP.test(text);
}
