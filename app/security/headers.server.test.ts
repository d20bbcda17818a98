import { describe, expect, it } from "vitest";
import { permissionsPolicy, strictTransportSecurity } from "./headers.server";

describe("permissionsPolicy", () => {
  it("denies what the site never uses and lets the embeds play video", () => {
    const policy = permissionsPolicy(["https://www.youtube-nocookie.com"]);
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
      expect(policy).toContain(`${feature}=()`);
    }
    expect(policy).toContain('fullscreen=(self "https://www.youtube-nocookie.com")');
    expect(policy).toContain("clipboard-write=(self)");
  });

  it("keeps the video features to the site itself when nothing is embedded", () => {
    expect(permissionsPolicy([])).toContain("autoplay=(self)");
  });
});

describe("strictTransportSecurity", () => {
  it("is sent only over HTTPS, and not at all when switched off", () => {
    expect(strictTransportSecurity(true, 15_552_000)).toBe("max-age=15552000");
    expect(strictTransportSecurity(false, 15_552_000)).toBeNull();
    expect(strictTransportSecurity(true, 0)).toBeNull();
  });
});
