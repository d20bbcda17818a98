import type { ComponentProps } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { SavedSets } from "./saved-sets";

let props: ComponentProps<typeof SavedSets>;
function Listed() {
  return <SavedSets {...props} />;
}
const Stub = createRoutesStub([{ path: "/", Component: Listed }]);

/** Renders the list inside a router (it uses a fetcher), as the page does. */
function render(next: ComponentProps<typeof SavedSets>) {
  props = next;
  return renderToString(<Stub initialEntries={["/"]} />);
}

describe("saved sets list", () => {
  it("says no images are saved yet when the list is empty, under the spec's heading", () => {
    const home = render({ type: "home", sets: [], failed: false });
    expect(home).toContain("Saved Home Images");
    expect(home).toContain("No home images saved yet.");
    const about = render({ type: "about", sets: [], failed: false });
    expect(about).toContain("Saved About Images");
    expect(about).toContain("No about images saved yet.");
  });

  it("shows the fetch failure instead of an empty list", () => {
    const html = render({ type: "about", sets: [], failed: true });
    expect(html).toContain("Failed to fetch images");
    expect(html).not.toContain("saved yet");
  });
});
