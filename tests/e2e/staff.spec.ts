import { expect, test } from "@playwright/test";
import {
  expectNoAxeViolations,
  chosenEventDate,
  fillPatient,
  gotoHydrated,
  suppressNewsletterPopup,
} from "../support/e2e";
import { phonePhoto } from "../support/images";
import { mailsTo, staffInfo, staffPage } from "../support/staff-e2e";

/**
 * The back office as the clinic's staff use it, signed in once for the run (tests/e2e/staff.setup.ts).
 * Its tests run in order in one worker: the later ones read what the earlier ones made.
 */
test.describe.configure({ mode: "serial" });

test("a lead from the contact form is in the inbox; its status and a note are saved; the filter's export has it", async ({
  browser,
}) => {
  // A long flow (the contact form, sign-in, the inbox, two saves, a filtered export): 9.6 s alone,
  // 22 s beside the other worker in a full run on 2026-11-23's afternoon, over 30 s in the
  // evening's slower run (the whole suite 17.6 min against 15).
  test.slow();
  const email = `staff-lead-${Date.now()}@example.com`;
  const visitor = await browser.newPage();
  await suppressNewsletterPopup(visitor);
  await gotoHydrated(visitor, "/");
  const form = visitor.locator("#contact form");
  await form.getByLabel("Name *").fill("Ursula Inbox");
  await form.getByLabel("Email *").fill(email);
  await form.getByLabel("Treatment").selectOption("Dental Implants");
  await form.getByLabel("Message").fill("Two implants, lower jaw.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(visitor.getByRole("heading", { name: "Thank You for Reaching Out!" })).toBeVisible();
  await visitor.close();

  const page = await staffPage(browser);
  await gotoHydrated(page, "/staff/leads");
  await expect(page.getByRole("link", { name: /Leads\s*\d+ new/ })).toBeVisible();
  await page.getByLabel("Search name, email, phone, message").fill(email);
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page.getByRole("status")).toHaveText("1 lead");
  await page.getByRole("link", { name: "Ursula Inbox" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ursula Inbox");
  await expect(page.getByText("Two implants, lower jaw.")).toBeVisible();
  await expect(page.getByText("Sent from")).toBeVisible();

  await page.getByLabel("Status").selectOption("contacted");
  await page.getByLabel("Add a note (optional)").fill("Called back, sending a quote on Monday.");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Saved.");
  await expect(page.getByText("Called back, sending a quote on Monday.")).toBeVisible();
  await expect(page.getByLabel("Add a note (optional)")).toHaveValue("");
  await expect(page.getByLabel("Status")).toHaveValue("contacted");

  await gotoHydrated(page, `/staff/leads?status=contacted&q=${encodeURIComponent(email)}`);
  await expect(page.getByRole("status")).toHaveText("1 lead");
  const href = await page.getByRole("link", { name: "Export these leads (CSV)" }).getAttribute("href");
  expect(href).toContain("status=contacted");
  const csv = await page.request.get(href!);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const lines = (await csv.text()).trim().split("\r\n");
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(email);
  expect(lines[1]).toContain("Contacted");
  await page.context().close();
});

test("a quote request with two photos: staff see both in the back office and open one", async ({
  browser,
}) => {
  // Two pages, an upload and an axe scan of the lead's page: ~15 s on a quiet machine.
  test.setTimeout(60_000);
  const email = `quote-photos-${Date.now()}@example.com`;
  const visitor = await browser.newPage();
  await suppressNewsletterPopup(visitor);
  await gotoHydrated(visitor, "/quote");
  const form = visitor.locator("#contact form");
  await form.getByLabel("Name *").fill("Petra Photos");
  await form.getByLabel("Email *").fill(email);
  await form.getByLabel("Treatment").selectOption("Dental Implants");
  await form.getByLabel("Message").fill("Two photos of my upper teeth.");
  await form.getByLabel("X-rays or photos (optional)").setInputFiles([
    { name: "upper-front.jpg", mimeType: "image/jpeg", buffer: await phonePhoto(300 * 1024) },
    { name: "upper-side.jpg", mimeType: "image/jpeg", buffer: await phonePhoto(200 * 1024) },
  ]);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(visitor.getByRole("heading", { name: "Thank You for Reaching Out!" })).toBeVisible();
  await visitor.close();

  const page = await staffPage(browser);
  await gotoHydrated(page, `/staff/leads?q=${encodeURIComponent(email)}`);
  await page.getByRole("link", { name: "Petra Photos" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Petra Photos");
  const attachments = page.getByRole("list", { name: "Attachments" });
  await expect(attachments.getByRole("listitem")).toHaveCount(2);
  for (const name of ["upper-front.jpg", "upper-side.jpg"]) {
    const preview = attachments.getByRole("img", { name: `Attachment ${name}` });
    await preview.scrollIntoViewIfNeeded();
    // The preview loaded through its signed link: a picture, not a broken image.
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
  await expectNoAxeViolations(page);
  const [opened] = await Promise.all([
    page.context().waitForEvent("page"),
    attachments.getByRole("link", { name: /upper-front\.jpg/ }).click(),
  ]);
  const response = await opened.waitForLoadState().then(() => opened.reload());
  expect(response?.status()).toBe(200);
  expect(response?.headers()["content-type"]).toBe("image/jpeg");
  await page.context().close();
});

test("a paid booking shows on its day, is moved to another time, and the patient gets the new .ics", async ({
  browser,
}) => {
  const email = `staff-move-${Date.now()}@example.com`;
  const patient = await browser.newPage();
  await suppressNewsletterPopup(patient);
  await gotoHydrated(patient, "/consultation-event");
  const day = await chosenEventDate(patient);
  const name = `Staff Move ${Date.now()}`;
  await fillPatient(patient, name);
  await patient.getByRole("button", { name: "Book Your Spot - €50 / £43" }).first().click();
  await expect(patient).toHaveURL(/\/test-checkout\/cs_test_/);
  await patient.getByLabel("Email (for your confirmation)").fill(email);
  await patient.getByRole("button", { name: /Pay €50\.00/ }).click();
  await expect(patient.getByRole("heading", { level: 1 })).toHaveText("Payment Confirmed!");
  await patient.close();

  const page = await staffPage(browser);
  // The booked day, not the first listed one: another spec may add a nearer day.
  await gotoHydrated(page, `/staff/consultation-days/${day}`);
  const row = page.getByTestId("day-sheet").getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("No time chosen");
  await expect(row).toContainText(/BDC-[0-9A-Z]{4}-[0-9A-Z]{4}/);
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
  await card.getByLabel("Time").selectOption("14:30");
  await card.getByRole("button", { name: "Move booking" }).click();
  await expect(page.getByRole("status")).toContainText("Booking moved.");
  await expect(page.getByTestId("day-sheet").getByRole("row").filter({ hasText: name })).toContainText(
    "14:30",
  );
  await expect(page.getByRole("row", { name: /^14:30 1 2$/ })).toBeVisible();

  // No time had been chosen: this is the patient's first invitation (the outbox worker sends it
  // within moments: wait for the file, not a fixed time).
  const invitation = (subject: string) => mailsTo(email).find((m) => m.includes(subject));
  await expect.poll(() => invitation("Your consultation on"), { timeout: 15_000 }).toBeTruthy();
  expect(invitation("Your consultation on")).toContain("SEQUENCE:0");
  expect(invitation("Your consultation on")).toMatch(/DTSTART;TZID=Europe\/Budapest:\d{8}T143000/);

  // Moved again: the same event, replaced (same UID, SEQUENCE:1) at the new time.
  const again = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
  await again.getByLabel("Time").selectOption("13:30");
  await again.getByRole("button", { name: "Move booking" }).click();
  await expect(page.getByTestId("day-sheet").getByRole("row").filter({ hasText: name })).toContainText(
    "13:30",
  );
  await expect.poll(() => invitation("Your consultation has changed"), { timeout: 15_000 }).toBeTruthy();
  const mail = invitation("Your consultation has changed")!;
  expect(mail).toContain("BEGIN:VCALENDAR");
  expect(mail).toContain("SEQUENCE:1");
  expect(mail).toMatch(/DTSTART;TZID=Europe\/Budapest:\d{8}T133000/);
  const uid = (text: string) => /UID:(\S+)/.exec(text)?.[1];
  expect(uid(mail)).toBe(uid(invitation("Your consultation on")!));
  await page.context().close();
});

test("failed sign-ins show on the accounts page; an administrator unlocks the account", async ({
  browser,
}) => {
  const { staff } = staffInfo();
  const stranger = await browser.newPage();
  await gotoHydrated(stranger, "/staff/sign-in");
  for (const guess of ["not the password 1", "not the password 2"]) {
    await stranger.getByLabel("Email").fill(staff.email);
    await stranger.getByLabel("Password").fill(guess);
    await stranger.getByLabel("Code from your authenticator app").fill("000000");
    await stranger.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(stranger.getByRole("alert")).toHaveText(
      "The email, password or code is not right. Please try again.",
    );
    await expect(stranger.getByRole("button", { name: "Sign in", exact: true })).toBeEnabled();
  }
  await stranger.close();

  const page = await staffPage(browser);
  await gotoHydrated(page, "/staff/accounts");
  const row = page.getByRole("row").filter({ hasText: staff.email });
  await expect(row).toContainText("2 failed sign-ins");
  await expectNoAxeViolations(page);
  await row.getByRole("button", { name: `Unlock ${staff.email}` }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Its sign-in lock is lifted and its failed sign-ins cleared.",
  );
  await expect(row.getByRole("button", { name: `Unlock ${staff.email}` })).toHaveCount(0);
  await expect(row).not.toContainText("failed sign-in");
  await gotoHydrated(page, "/staff/audit");
  await expect(page.getByRole("cell", { name: "account.unlock" }).first()).toBeVisible();
  await page.context().close();
});

test("an administrator invites someone, sees who sent it, and revokes it from the keyboard", async ({
  browser,
}) => {
  const { staff } = staffInfo();
  const email = `invitee-${Date.now()}@example.com`;
  const page = await staffPage(browser);
  await gotoHydrated(page, "/staff/accounts");
  await page.getByLabel("Their email address").fill(email);
  await page.getByRole("button", { name: "Send the invitation" }).click();
  await expect(page.getByRole("status")).toHaveText("Invitation sent. It works for 72 hours.");
  const waiting = page.getByRole("region", { name: "Invitations waiting" });
  const row = waiting.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText(staff.email);
  await expect(row).toContainText("Staff");
  await expectNoAxeViolations(page);

  // From the invitation form, Tab reaches the invitation's Revoke button, and Enter presses it.
  const revoke = row.getByRole("button", { name: `Revoke the invitation of ${email}` });
  await page.getByRole("button", { name: "Send the invitation" }).focus();
  for (
    let step = 0;
    step < 10 && !(await revoke.evaluate((button) => button === document.activeElement));
    step++
  )
    await page.keyboard.press("Tab");
  await expect(revoke).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText("Invitation revoked. Its link no longer works.");
  await expect(page.getByRole("button", { name: `Revoke the invitation of ${email}` })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await gotoHydrated(page, "/staff/audit");
  await expect(page.getByRole("cell", { name: "account.invitation-revoke" }).first()).toBeVisible();
  await page.context().close();
});

const staffPages = [
  "/staff/leads",
  "/staff/consultation-days",
  "/staff/subscribers",
  "/staff/gdpr",
  "/staff/accounts",
  "/staff/audit",
  "/staff/analytics",
  "/staff/plans",
];

const viewports = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

// One test a page and width: axe over all of them in one test took 90 s on CI at load 9-14
// (its budget), and apart they run on both workers.
for (const viewport of viewports) {
  for (const path of staffPages) {
    test(`${path} passes axe at ${viewport.width} px`, async ({ browser }) => {
      const page = await staffPage(browser, viewport);
      await gotoHydrated(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.context().close();
    });
  }

  test(`a lead's page, a day sheet and a GDPR answer pass axe at ${viewport.width} px; staff pages are never stored or indexed`, async ({
    browser,
  }) => {
    test.slow();
    const page = await staffPage(browser, viewport);
    // A lead's page and a consultation day's page (the tests above made one of each).
    await gotoHydrated(page, "/staff/leads");
    await page.getByRole("table").getByRole("link").first().click();
    await expect(page.getByRole("heading", { level: 2, name: "What they sent" })).toBeVisible();
    await expectNoAxeViolations(page);
    await gotoHydrated(page, "/staff/consultation-days");
    await page.getByRole("table").getByRole("link").first().click();
    await expect(page.getByRole("heading", { level: 2, name: "Day sheet" })).toBeVisible();
    await expectNoAxeViolations(page);
    // A GDPR search's answer.
    await gotoHydrated(page, "/staff/gdpr");
    await page.getByLabel("The person's email address").fill("nobody@example.com");
    await page.getByRole("button", { name: "Find their data" }).click();
    await expect(page.getByRole("heading", { level: 2, name: /Stored for/ })).toBeVisible();
    await expectNoAxeViolations(page);
    // Not indexed, not stored.
    const answer = await page.request.get("/staff/leads");
    expect(answer.headers()["cache-control"]).toBe("no-store");
    expect(answer.headers()["x-robots-tag"]).toContain("noindex");
    await page.context().close();
  });
}

test("the sign-in page passes axe on a phone, and robots.txt keeps crawlers out of /staff", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, "/staff/sign-in");
  await expectNoAxeViolations(page);
  expect(await (await request.get("/robots.txt")).text()).toContain("Disallow: /staff");
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/staff");
});
