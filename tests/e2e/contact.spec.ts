import { expect, openServerDb, test } from "./fixtures";

function storedContact(email: string) {
  const db = openServerDb();
  try {
    return db.prepare("SELECT * FROM enquiry WHERE kind = 'contact' AND email = ?").get(email) as
      | Record<string, unknown>
      | undefined;
  } finally {
    db.close();
  }
}

test("the contact form shows each rule's message and stores a valid message @browser", async ({
  page,
}) => {
  await page.goto("/contact");
  const form = page.locator("form[method=post]");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await expect(page.getByText("Email is required")).toBeVisible();
  await expect(page.getByText("Phone number is required")).toBeVisible();
  await expect(page.getByText("Message is required")).toBeVisible();

  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Phone number").fill("12345");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Email is invalid")).toBeVisible();
  await expect(page.getByText("Phone number is invalid")).toBeVisible();
  // A field's error clears when it is edited.
  await page.getByLabel("Full name").fill("Priya Mehta");
  await expect(page.getByText("Name is required")).toBeHidden();

  const email = `priya.${Date.now()}@example.com`;
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone number").fill("+91 98765 43210");
  await page.getByLabel("Message").fill("Please send a price list for openwell pumps.");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("status").getByText(/Your message has been sent/)).toBeVisible();
  await expect(page.getByLabel("Full name")).toHaveValue("");
  expect(storedContact(email)).toMatchObject({
    name: "Priya Mehta",
    phone: "+91 98765 43210",
    status: "new",
  });
});

test.describe("the contact map", () => {
  const EMBED = "https://www.google.com/maps?q=GIDC+Metoda+Rajkot&output=embed";

  test("@browser loads by itself, without a click, once it scrolls into view", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 400 });
    const asked: string[] = [];
    // Answers for the map's host, which tests never reach.
    await page.route("https://www.google.com/**", (route) => {
      asked.push(route.request().url());
      return route.fulfill({ contentType: "text/html", body: "<title>Map</title><p>Map</p>" });
    });
    await page.goto("/contact");
    const map = page.locator("figure[data-map]");
    await expect(map).toHaveAttribute("data-map", "waiting");
    // The observer has had its first say once two frames are drawn after hydration: the map,
    // out of view, is still waiting (scrolled into view it would be "checking" at once).
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await expect(map).toHaveAttribute("data-map", "waiting");
    expect(asked).toEqual([]);
    await expect(map.locator("iframe")).toHaveCount(0);

    await map.scrollIntoViewIfNeeded();
    const frame = map.locator("iframe");
    await expect(frame).toHaveAttribute("src", EMBED);
    await expect(frame).toHaveAttribute("title", /^Map of Plot 42, GIDC Phase II, Metoda, Rajkot/);
    await expect(map).toHaveAttribute("data-map", "embedded");
    await expect(page.frameLocator("figure[data-map] iframe").getByText("Map")).toBeVisible();
    expect(asked.every((url) => url === EMBED)).toBe(true);
    // The address link stays beside it.
    await expect(map.getByRole("link", { name: /^Plot 42, GIDC Phase II/ })).toHaveAttribute(
      "href",
      "https://www.google.com/maps/search/?api=1&query=GIDC+Metoda+Rajkot",
    );
    await expect(page.getByRole("button", { name: "Show map" })).toHaveCount(0);
  });

  test("@browser when the map's host cannot be reached, the static map and the address link stay", async ({
    page,
  }) => {
    await page.route("https://www.google.com/**", (route) => route.abort("internetdisconnected"));
    await page.goto("/contact");
    const map = page.locator("figure[data-map]");
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute("data-map", "unavailable");
    await expect(map.locator("iframe")).toHaveCount(0);
    const picture = map.getByRole("img", { name: /^Map of Plot 42, GIDC Phase II/ });
    await expect(picture).toBeVisible();
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(map.getByRole("link", { name: /^Plot 42, GIDC Phase II/ })).toBeVisible();
    await expect(map).toContainText("The live map could not load");
    // The rest of the page works as before.
    await expect(page.getByRole("button", { name: "Send message" })).toBeEnabled();
  });

  test("@browser offline, the map is not even asked for", async ({ page, context }) => {
    const asked: string[] = [];
    await page.route("https://www.google.com/**", (route) => {
      asked.push(route.request().url());
      return route.abort();
    });
    await page.setViewportSize({ width: 375, height: 400 });
    await page.goto("/contact");
    await context.setOffline(true);
    const map = page.locator("figure[data-map]");
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute("data-map", "unavailable");
    await expect(map.getByRole("img", { name: /^Map of / })).toBeVisible();
    expect(asked).toEqual([]);
    await context.setOffline(false);
  });
});
