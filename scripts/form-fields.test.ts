import { describe, expect, it } from "vitest";
import { formFields } from "./form-fields";

describe("formFields", () => {
  it("reads what a browser would post, in order", () => {
    const html = `<form method="get" action="/shop"><input name="q" value="x"/></form>
      <form method="post"><input type="hidden" name="intent" value="save-product"/>
      <input name="title" value="Pump &quot;A&quot; &amp; motor"/>
      <input type="checkbox" name="bestSell" value="true"/>
      <input type="checkbox" name="star" value="4" checked=""/>
      <input type="file" name="photo"/>
      <select name="phase"><option value="">Not given</option><option value="3" selected="">Three</option></select>
      <select name="sub" disabled=""><option value="1">One</option></select>
      <select name="cat"><option value="">None</option><option value="2">Two</option></select>
      <textarea name="description">
Line &lt;1&gt;
Line 2</textarea>
      <button type="submit">Save</button></form>`;
    expect(formFields(html, 'value="save-product"')).toEqual([
      ["intent", "save-product"],
      ["title", 'Pump "A" & motor'],
      ["star", "4"],
      ["phase", "3"],
      ["cat", ""],
      ["description", "Line <1>\nLine 2"],
    ]);
  });

  it("says when the page has no such form", () => {
    expect(() => formFields("<p>Sign in</p>", 'value="save-product"')).toThrow(/no form/);
  });
});
