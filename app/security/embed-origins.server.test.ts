import { describe, expect, it } from "vitest";
import { defaultSite } from "~/config/site";
import { embedOrigins } from "./embed-origins.server";

describe("embedOrigins", () => {
  it("names the default map and video hosts", () => {
    expect(embedOrigins(defaultSite)).toEqual({
      connect: ["https://www.google.com"],
      frames: ["https://www.google.com", "https://www.youtube-nocookie.com"],
    });
  });

  it("follows the operator's own providers, port included", () => {
    expect(
      embedOrigins({
        mapEmbedUrl: "https://www.openstreetmap.org/export/embed.html?bbox=70.7,22.2",
        videoUrl: "http://127.0.0.1:4100/embed/x",
      }),
    ).toEqual({
      connect: ["https://www.openstreetmap.org"],
      frames: ["https://www.openstreetmap.org", "http://127.0.0.1:4100"],
    });
  });

  it("leaves out what is not an http(s) URL", () => {
    expect(embedOrigins({ mapEmbedUrl: "javascript:alert(1)", videoUrl: "not a url" })).toEqual({
      connect: [],
      frames: [],
    });
  });
});
