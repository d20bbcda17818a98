import { describe, expect, it } from "vitest";
import { fieldStatus, nameTranslationSchema, productTranslationSchema } from "./translation-schema";

const blank = { title: "", description: "", specification: "", features: "", imageAlts: [] };
const titleProblem = (title: string) => {
  const r = productTranslationSchema.gu.safeParse({ ...blank, title });
  return r.success ? null : r.error.issues[0]?.message;
};

describe("translated fields", () => {
  it("accept Gujarati and Hindi, trimmed, and empty (shows the English)", () => {
    const r = productTranslationSchema.hi.safeParse({
      ...blank,
      title: "  1 HP बोरवेल पंप ",
      description: "मजबूत\r\nखेत के लिए",
    });
    expect(r.success && r.data).toMatchObject({
      title: "1 HP बोरवेल पंप",
      description: "मजबूत\nखेत के लिए",
    });
    expect(productTranslationSchema.gu.safeParse(blank).success).toBe(true);
    expect(nameTranslationSchema("gu").safeParse(" સબમર્સિબલ પંપ ")).toEqual({
      success: true,
      data: "સબમર્સિબલ પંપ",
    });
  });

  it("refuse markup (tags, closing tags, comments) but not a bare less-than sign", () => {
    const markup =
      "Gujarati title cannot contain markup such as <b> or <script>. Please write plain text.";
    for (const bad of ["<b>પંપ</b>", "પંપ </p>", "<script>x</script>", "<!-- x -->", "< img src=x>"])
      expect(titleProblem(bad), bad).toBe(markup);
    for (const good of ["૩ < ૫ HP", "head <= 40 m", "a<5", "૧ HP > ૦.૫ HP"])
      expect(titleProblem(good), good).toBeNull();
  });

  it("are out of date when the English they were made from is not the English now", () => {
    expect(fieldStatus("", "", "")).toBe("none");
    expect(fieldStatus("Pump", "", "")).toBe("missing");
    expect(fieldStatus("Pump", "પંપ", "Pump")).toBe("current");
    expect(fieldStatus("Pump v2", "પંપ", "Pump")).toBe("outdated");
  });
});
