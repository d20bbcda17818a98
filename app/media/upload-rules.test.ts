import { describe, expect, it } from "vitest";
import {
  checkFileBeforeUpload,
  isUploadPreset,
  MAX_UPLOAD_BYTES,
  UPLOAD_SIZE_MESSAGE,
  UPLOAD_TYPE_MESSAGE,
} from "./upload-rules";

describe("checkFileBeforeUpload", () => {
  it("passes JPEG, JPG, PNG and WebP up to exactly 5 MB", () => {
    for (const type of ["image/jpeg", "image/jpg", "image/png", "image/webp", "IMAGE/PNG"]) {
      expect(checkFileBeforeUpload({ type, size: MAX_UPLOAD_BYTES }), type).toBeNull();
    }
  });

  it("names the type problem first, as the spec words it", () => {
    for (const type of ["image/gif", "image/svg+xml", "text/html", "image/avif", ""]) {
      expect(checkFileBeforeUpload({ type, size: 10 }), type).toBe(
        "Please upload only JPEG, PNG, or WebP images.",
      );
    }
    expect(checkFileBeforeUpload({ type: "image/gif", size: MAX_UPLOAD_BYTES * 2 })).toBe(
      UPLOAD_TYPE_MESSAGE,
    );
  });

  it("refuses one byte over 5 MB", () => {
    expect(MAX_UPLOAD_BYTES).toBe(5 * 1024 * 1024);
    expect(checkFileBeforeUpload({ type: "image/png", size: MAX_UPLOAD_BYTES + 1 })).toBe(
      "Image size should be less than 5MB",
    );
    expect(UPLOAD_SIZE_MESSAGE).toBe("Image size should be less than 5MB");
  });
});

describe("isUploadPreset", () => {
  it("knows exactly the three presets", () => {
    expect(["images", "categories", "products"].every(isUploadPreset)).toBe(true);
    for (const value of ["Images", "certificates", "", null, 1]) {
      expect(isUploadPreset(value), String(value)).toBe(false);
    }
  });
});
