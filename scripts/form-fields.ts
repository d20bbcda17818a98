/**
 * What a browser would post for a form of our server-rendered pages, read from
 * the HTML: the soak benchmark fetches the product edit page, changes one
 * field and posts everything back, as an admin's browser does, so nothing the
 * form carries (typed specifications, image descriptions …) is left out.
 *
 * Written for React's markup (attributes in double quotes, text escaped with
 * &amp; &lt; &gt; &quot; &#x27;), not for HTML at large.
 */

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  "#x27": "'",
  "#39": "'",
};
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, e: string) => ENTITIES[e] ?? "");

function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const m of tag.matchAll(/\s([a-zA-Z-:]+)(?:="([^"]*)")?/g)) {
    found.set((m[1] ?? "").toLowerCase(), decode(m[2] ?? ""));
  }
  return found;
}

/** The form whose markup contains `marker`, as name/value pairs in document order. */
export function formFields(html: string, marker: string): [string, string][] {
  const at = html.indexOf(marker);
  if (at < 0) throw new Error(`no form containing ${marker}`);
  const start = html.lastIndexOf("<form", at);
  const end = html.indexOf("</form>", at);
  const form = html.slice(start, end);
  const fields: [string, string][] = [];
  const controls = /<(input|select|textarea)\b([^>]*)>|<\/(select|textarea)>/g;
  let open: { kind: string; attrs: Map<string, string>; from: number } | null = null;
  for (const m of form.matchAll(controls)) {
    if (m[3] && open) {
      const inner = form.slice(open.from, m.index);
      const name = open.attrs.get("name");
      if (name && !open.attrs.has("disabled")) {
        if (open.kind === "textarea") {
          // An HTML parser drops a textarea's first newline.
          fields.push([name, decode(inner).replace(/^\n/, "")]);
        } else {
          const options = [...inner.matchAll(/<option\b([^>]*)>/g)].map((o) =>
            attributes(o[1] ?? ""),
          );
          const chosen = options.find((o) => o.has("selected")) ?? options[0];
          if (chosen) fields.push([name, chosen.get("value") ?? ""]);
        }
      }
      open = null;
      continue;
    }
    const kind = m[1] ?? "";
    const attrs = attributes(m[2] ?? "");
    if (kind !== "input") {
      open = { kind, attrs, from: (m.index ?? 0) + m[0].length };
      continue;
    }
    const name = attrs.get("name");
    const type = attrs.get("type") ?? "text";
    if (
      !name ||
      attrs.has("disabled") ||
      ["file", "submit", "button", "reset", "image"].includes(type)
    )
      continue;
    if ((type === "checkbox" || type === "radio") && !attrs.has("checked")) continue;
    fields.push([name, attrs.get("value") ?? (type === "checkbox" ? "on" : "")]);
  }
  return fields;
}
