import { chromium } from "@playwright/test";
import { readFileSync } from "node:fs";
// usage: node .shot-admin.mjs <path> <outprefix>
const [path, out] = process.argv.slice(2);
const cred = readFileSync("/tmp/shot-data/admin-credentials.txt", "utf8");
const email = /[\w.+-]+@[\w.-]+/.exec(cred)[0];
const password = /password:\s*(\S+)/i.exec(cred)?.[1] ?? cred.split(/\s+/).find((w) => w.length > 12 && !w.includes("@"));
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const width of [1280, 375]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto("http://localhost:3999/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: /sign in/i }).click();
  await page.waitForURL(/admin|user/);
  await page.goto(`http://localhost:3999${path}`, { waitUntil: "networkidle" });
  await page.screenshot({ path: `${out}-${width}.png`, fullPage: false });
  await page.close();
}
await browser.close();
