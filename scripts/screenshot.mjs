// Photographs a page as a visitor sees it: node scripts/screenshot.mjs URL OUT.png [width] [height] [full|scrollY...]
// With scroll offsets after the size, writes OUT-<y>.png for each viewport position.
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./chromium.mjs";

/** Command-line output (the logger is for the server). */
const print = (text) => process.stdout.write(`${String(text)}\n`);

const [, , url, out, w = "390", h = "844", ...rest] = process.argv;
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [...chromiumArgs],
});
const page = await browser.newPage({ viewport: { width: Number(w), height: Number(h) } });
await page.addInitScript(() => window.localStorage.setItem("newsletterSubscribed", "true"));
const problems = [];
page.on("console", (m) => {
  if (m.type() === "error" || m.type() === "warning") problems.push(m.text());
});
page.on("pageerror", (e) => problems.push(String(e)));
await page.goto(url, { waitUntil: "networkidle" });
await page.waitForTimeout(400);
if (rest.length === 0 || rest[0] === "full") {
  await page.screenshot({ path: out, fullPage: rest[0] === "full" });
} else {
  for (const y of rest) {
    await page.evaluate((top) => window.scrollTo(0, Number(top)), y);
    await page.waitForTimeout(2300);
    await page.screenshot({ path: out.replace(/\.png$/, `-${y}.png`) });
  }
}
if (problems.length) print(problems.join("\n"));
await browser.close();
