import { describe, expect, it } from "vitest";
import { pageAddress, pagePath } from "./page-address";

describe("pagePath", () => {
  it("reads a data request back as its page", () => {
    expect(pagePath("/shop.data")).toBe("/shop");
    expect(pagePath("/_.data")).toBe("/");
    expect(pagePath("/admin/_.data")).toBe("/admin/");
    expect(pagePath("/productinfo/pump-1")).toBe("/productinfo/pump-1");
  });
});

describe("pageAddress", () => {
  const at = (url: string) => pageAddress(new Request(`http://shop.test${url}`));

  it("drops React Router's data-request details and keeps the page's own query", () => {
    expect(at("/admin/orders.data?status=new&_routes=routes%2Fadmin%2Forders")).toBe(
      "/admin/orders?status=new",
    );
    expect(at("/_.data?_routes=root")).toBe("/");
    expect(at("/enquiry?index&product=p-1")).toBe("/enquiry?product=p-1");
    expect(at("/shop.data?index=a&_routes=x")).toBe("/shop?index=a");
  });

  it("leaves a document request as it is", () => {
    expect(at("/admin/products?page=2")).toBe("/admin/products?page=2");
    expect(at("/user")).toBe("/user");
  });
});
