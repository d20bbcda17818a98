import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TextAreaField, TextField } from "./field";

describe("form fields", () => {
  it("two forms on one page with the same field get different ids, each label tied to its own", () => {
    // The contact form and the dealer popup over it both have an e-mail field.
    const html = renderToString(
      <>
        <TextField name="email" label="Email" />
        <TextField name="email" label="Email" error="Email is invalid" />
        <TextAreaField name="message" label="Message" />
      </>,
    );
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
    const labels = [...html.matchAll(/for="([^"]+)"/g)].map((m) => m[1]);
    expect(labels).toHaveLength(3);
    for (const id of labels) expect(ids).toContain(id);
    // The error is announced with the field it belongs to.
    const described = /aria-describedby="([^"]+)"/.exec(html)?.[1];
    expect(ids).toContain(described);
    expect(html).toContain('aria-invalid="true"');
  });
});
