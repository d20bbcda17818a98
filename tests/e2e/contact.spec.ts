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

test("without JavaScript a bad post gets 400 with messages and stores nothing", async ({
  request,
}) => {
  const email = `bad.${Date.now()}@example`;
  const res = await request.post("/contact", {
    form: { fullname: "", email, number: "98", message: "hi" },
    headers: { Origin: process.env.E2E_BASE_URL ?? "" },
  });
  expect(res.status()).toBe(400);
  const html = await res.text();
  expect(html).toContain("Name is required");
  expect(html).toContain("Email is invalid");
  expect(html).toContain("Phone number is invalid");
  expect(storedContact(email)).toBeUndefined();
});

test("without JavaScript a good post is stored, then redirects with a toast", async ({
  request,
}) => {
  const email = `nojs.${Date.now()}@example.com`;
  const res = await request.post("/contact", {
    form: {
      fullname: "Anil Joshi",
      email,
      number: "9825098250",
      message: "Dealer enquiry for Jamnagar",
    },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(302);
  expect(res.headers().location).toBe("/contact");
  expect(res.headers()["set-cookie"]).toContain("flash=");
  expect(storedContact(email)).toMatchObject({
    name: "Anil Joshi",
    message: "Dealer enquiry for Jamnagar",
  });
  const cookie = (res.headers()["set-cookie"] ?? "").split(";")[0] ?? "";
  const next = await request.get("/contact", { headers: { Cookie: cookie } });
  expect(await next.text()).toContain("Your message has been sent");
});
