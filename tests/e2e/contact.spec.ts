import { expect, test, type APIRequestContext } from "@playwright/test";
import { deferred, gotoHydrated, keysOfFailedThenResentForm, suppressNewsletterPopup } from "../support/e2e";
import { formProblemWords, newsletterErrorWords } from "../../app/content/form-errors";

const staffHeaders = { Authorization: "Bearer e2e-staff-token-0123456789" };

async function storedLeads(request: APIRequestContext) {
  const response = await request.get("/api/staff/leads", { headers: staffHeaders });
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    leads: { email: string; name: string; sourcePage: string }[];
    subscribers: { email: string }[];
  };
}

test.describe("contact form", () => {
  test.beforeEach(async ({ page }) => suppressNewsletterPopup(page));

  test("shows 'Sending...', then replaces the section with the thank-you panel, and the lead is stored", async ({
    page,
    request,
  }) => {
    const email = `form-${Date.now()}@example.com`;
    // The post waits until the test has seen 'Sending...'.
    const release = deferred();
    await page.route("**/f/contact", async (route) => {
      await release.promise;
      await route.continue();
    });
    await gotoHydrated(page, "/");
    const form = page.locator("#contact form");
    await form.getByLabel("Name *").fill("Ann Patient");
    await form.getByLabel("Email *").fill(email);
    await form.getByLabel("Phone").fill("+44 7700 900123");
    await form.getByLabel("Treatment").selectOption("All-on-6");
    await form.getByLabel("Message").fill("I would like a quote for my upper jaw.");
    await form.getByRole("button", { name: "Send Message" }).click();
    const sending = form.getByRole("button", { name: "Sending..." });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    release.resolve();
    await expect(page.getByRole("heading", { name: "Thank You for Reaching Out!" })).toBeVisible();
    await expect(page.locator("#contact")).toContainText(
      "We've received your message and will get back to you within 24 hours.",
    );
    await expect(page.locator("#contact form")).toHaveCount(0);

    const { leads } = await storedLeads(request);
    const lead = leads.find((l) => l.email === email);
    expect(lead?.name).toBe("Ann Patient");
    expect(lead?.sourcePage).toBe("/");
  });

  for (const path of ["/", "/quote"]) {
    test(`on a phone, the thank-you after sending on ${path} is on screen and has focus`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await gotoHydrated(page, path);
      const form = page.locator("#contact form");
      await form.getByLabel("Name *").fill("Phone Patient");
      await form.getByLabel("Email *").fill(`thanks-${Date.now()}@example.com`);
      await form.getByLabel("Message").fill("Three crowns, please.");
      // The button is at the form's foot, far below where the heading will be.
      await form.getByRole("button", { name: "Send Message" }).click();
      const heading = page.getByRole("heading", { name: "Thank You for Reaching Out!" });
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport({ ratio: 1 });
    });
  }

  test("a bad email shows the error under the field, and nothing is sent", async ({ page }) => {
    let posted = false;
    await page.route("**/f/contact", async (route) => {
      posted = true;
      await route.continue();
    });
    await gotoHydrated(page, "/");
    const form = page.locator("#contact form");
    await form.getByLabel("Name *").fill("Ann");
    await form.getByLabel("Email *").fill("ann-at-example");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByText("Enter an email address like name@example.com.")).toBeVisible();
    await expect(form.getByLabel("Email *")).toHaveAttribute("aria-invalid", "true");
    expect(posted).toBe(false);
  });

  test("the server's field and form errors are shown as the spec says", async ({ page }) => {
    await page.route("**/f/contact", (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({
          error: "Validation errors",
          errors: [
            { field: "name", code: "REQUIRED_FIELD_EMPTY", message: "is required" },
            { field: "name", code: "TYPE_TEXT", message: "Write your name on one line." },
            { code: "BLOCKED", message: "submission blocked" },
          ],
        }),
      }),
    );
    await gotoHydrated(page, "/");
    const form = page.locator("#contact form");
    await form.getByLabel("Name *").fill("Ann");
    await form.getByLabel("Email *").fill("ann@example.com");
    await form.getByRole("button", { name: "Send Message" }).click();
    // Each a sentence saying what to do: a required field's code in our words whoever answered.
    await expect(form.getByText("Enter your name. Write your name on one line.")).toBeVisible();
    await expect(form.getByRole("alert")).toContainText("This submission was blocked.");
  });

  test("an unrecognised answer says so, and what to do", async ({ page }) => {
    await page.route("**/f/contact", (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: '{"hello":1}' }),
    );
    await gotoHydrated(page, "/");
    const form = page.locator("#contact form");
    await form.getByLabel("Name *").fill("Ann");
    await form.getByLabel("Email *").fill("ann@example.com");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("alert")).toHaveText(formProblemWords.unexpected);
    await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });

  test("a resend after a failed send carries the same key, so it is one lead", async ({ page }) => {
    // React redraws the form while it sends ('Sending...'); the hidden key field must not lose
    // the key to its default value then (it did: the resend got a new key, a second lead).
    const keys = await keysOfFailedThenResentForm(page, "/", `twice-home-${Date.now()}@example.com`);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the plain form post stores the lead and shows the thank-you page", async ({ page, request }) => {
    const email = `nojs-${Date.now()}@example.com`;
    await page.goto("/");
    const form = page.locator("#contact form");
    await form.getByLabel("Name *").fill("Bea NoScript");
    await form.getByLabel("Email *").fill(email);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank You for Reaching Out!");
    const { leads } = await storedLeads(request);
    expect(leads.filter((l) => l.email === email)).toHaveLength(1);
  });
});

test("the newsletter popup stores an address once", async ({ browser, request }) => {
  // Two whole visits to the home page, each hydrated and signed up: 15-25 s while the other
  // worker runs on a busy 2-core machine (measured), too close to the default 30 s.
  test.slow();
  const email = `popup-${Date.now()}@example.com`;
  for (let visit = 0; visit < 2; visit++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.clock.install({ time: new Date("2026-06-01T09:59:00Z") });
    await page.clock.pauseAt(new Date("2026-06-01T10:00:00Z"));
    await gotoHydrated(page, "/");
    await page.clock.runFor(10_000);
    const popup = page.getByTestId("newsletter-popup");
    await popup.getByLabel("Email address").fill(email);
    await popup.getByRole("button", { name: /10% discount/ }).click();
    await expect(popup.getByRole("status")).toContainText("Check your inbox to confirm your subscription");
    await context.close();
  }
  const { subscribers } = await storedLeads(request);
  expect(subscribers.filter((s) => s.email === email)).toHaveLength(1);
});

test("when the sign-up fails, the popup says so, keeps the address and sets no flag", async ({ page }) => {
  // The server refuses an address it cannot accept, and answers with an error.
  await page.route("**/api/newsletter", (route) =>
    route.continue({
      postData: JSON.stringify({ ...(route.request().postDataJSON() as object), email: "nope" }),
    }),
  );
  await page.clock.install({ time: new Date("2026-06-01T09:59:00Z") });
  await page.clock.pauseAt(new Date("2026-06-01T10:00:00Z"));
  await gotoHydrated(page, "/");
  await page.clock.runFor(10_000);
  const popup = page.getByTestId("newsletter-popup");
  await popup.getByLabel("Email address").fill("retry@example.com");
  await popup.getByRole("button", { name: /10% discount/ }).click();
  // The endpoint's own sentence, which says what to do.
  await expect(popup.getByRole("alert")).toContainText(newsletterErrorWords.email);
  await expect(popup.getByLabel("Email address")).toHaveValue("retry@example.com");
  expect(await page.evaluate(() => localStorage.getItem("newsletterSubscribed"))).toBeNull();
});
