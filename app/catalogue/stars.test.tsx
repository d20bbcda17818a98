import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Stars } from "./stars";

const filled = (value: number) =>
  /<rect width="([\d.]+)"/.exec(renderToStaticMarkup(<Stars value={value} />))?.[1];

describe("Stars", () => {
  it("fills a fifth of the row per star, in half steps", () => {
    expect(filled(0)).toBe("0");
    expect(filled(3.5)).toBe("70");
    expect(filled(5)).toBe("100");
    expect(filled(7)).toBe("100");
  });

  it("reads out the rating and shows the review count", () => {
    const html = renderToStaticMarkup(<Stars value={4.5} count={12} />);
    expect(html).toContain('aria-label="Rated 4.5 out of 5"');
    expect(html).toContain("(12)");
  });
});
