import { describe, expect, it } from "vitest";
import { cacheableTopics } from "./cacheable-pages";

describe("cacheable pages", () => {
  it("names the topics each public page shows, for the page and its .data request", () => {
    expect(cacheableTopics("/")).toEqual(["products", "categories", "image-sets"]);
    expect(cacheableTopics("/_.data")).toEqual(cacheableTopics("/"));
    expect(cacheableTopics("/productinfo/spt-1.data")).toEqual(["products", "categories"]);
    expect(cacheableTopics("/shop.data")).toEqual(["products", "categories", "search-words"]);
    expect(cacheableTopics("/finder")).toEqual(["products", "categories"]);
    expect(cacheableTopics("/finder.data")).toEqual(["products", "categories"]);
    expect(cacheableTopics("/compare")).toEqual(["products", "categories"]);
    expect(cacheableTopics("/certificates")).toEqual(["media"]);
    expect(cacheableTopics("/contact")).toEqual([]);
    expect(cacheableTopics("/robots.txt")).toEqual([]);
  });

  it("refuses everything else", () => {
    for (const path of [
      "/user",
      "/cart",
      "/admin",
      "/enquiry",
      "/sign-in",
      "/api/search",
      "/catalogue.pdf",
      "/productinfo/a/b",
      "/robots.txt.data",
      "/sitemap.xml.data",
      "/AddProductPage.data",
      "/shop/",
      "/finder/x",
    ]) {
      expect(cacheableTopics(path), path).toBeNull();
    }
  });
});
