import { expect, test, type Browser } from "@playwright/test";
import { expectNoAxeViolations, gotoHydrated, suppressNewsletterPopup } from "../support/e2e";
import { staffInfo, staffPage } from "../support/staff-e2e";

/**
 * A receptionist answers the inbox: the oldest unanswered lead, answered from a template, is in
 * its history and leaves "Unanswered". Signed in once for the run (tests/e2e/staff.setup.ts); tests in order.
 */
test.describe.configure({ mode: "serial" });

/** A visitor sends the home page's contact form. */
async function sendEnquiry(browser: Browser, name: string, email: string, message: string) {
  const visitor = await browser.newPage();
  await suppressNewsletterPopup(visitor);
  await gotoHydrated(visitor, "/");
  const form = visitor.locator("#contact form");
  await form.getByLabel("Name *").fill(name);
  await form.getByLabel("Email *").fill(email);
  await form.getByLabel("Phone").fill("+44 7700 900123");
  await form.getByLabel("Treatment").selectOption("Dental Implants");
  await form.getByLabel("Message").fill(message);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(visitor.getByRole("heading", { name: "Thank You for Reaching Out!" })).toBeVisible();
  await visitor.close();
}

test("the oldest unanswered lead, answered from a template, is in its history and leaves Unanswered", async ({
  browser,
}) => {
  // Two contact forms, the inbox, a lead's page and its reply: a long flow on a busy machine.
  test.slow();
  const tag = `inbox-${Date.now()}`;
  await sendEnquiry(browser, "Olive Oldest", `${tag}-olive@example.com`, `Implant question ${tag}`);
  await sendEnquiry(browser, "Nora Newer", `${tag}-nora@example.com`, `Crown question ${tag}`);

  const page = await staffPage(browser);
  const context = page.context();
  // Other tests add leads at the same time: this test's two are found by their tag.
  await gotoHydrated(page, `/staff/leads?view=unanswered&q=${tag}`);
  await expect(page.getByRole("link", { name: /Unanswered\s*2/ })).toHaveAttribute("aria-current", "page");
  const rows = page.getByRole("region", { name: "Leads" }).getByRole("row");
  await expect(rows.nth(1)).toContainText("Olive Oldest");
  await expect(rows.nth(1)).toContainText("+44 7700 900123");
  await expect(rows.nth(2)).toContainText("Nora Newer");
  await expectNoAxeViolations(page);

  await rows.nth(1).getByRole("link", { name: "Olive Oldest" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Olive Oldest");
  await expect(page.getByRole("link", { name: "Call +44 7700 900123" })).toHaveAttribute(
    "href",
    "tel:+447700900123",
  );
  await expect(page.getByRole("link", { name: /on WhatsApp$/ })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/447700900123\?/,
  );

  await page.getByLabel("Start from a template").selectOption({ label: "Consultation day" });
  await page.getByRole("button", { name: "Use this template" }).click();
  await expect(page.getByLabel("Subject")).toHaveValue("Our consultation day in Budapest");
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue(/^Dear Olive,/);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Send reply" }).click();

  await expect(page.getByRole("status")).toContainText("Reply queued");
  const history = page.getByRole("region", { name: "History" });
  await expect(history).toContainText(
    "Reply sent: “Our consultation day in Budapest” (from the template “Consultation day”)",
  );
  await expect(history).toContainText("Acknowledgement to the patient");
  await expect(history).toContainText("Status: New → Contacted");
  await expect(page.getByLabel("Subject")).toHaveValue("");

  await gotoHydrated(page, `/staff/leads?view=unanswered&q=${tag}`);
  await expect(page.getByRole("link", { name: /Unanswered\s*1/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Nora Newer" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Olive Oldest" })).toHaveCount(0);
  await context.close();
});

test("status, assignee and a note are saved in one form, and the note box is empty after", async ({
  browser,
}) => {
  test.slow();
  const tag = `work-${Date.now()}`;
  await sendEnquiry(browser, "Wendy Work", `${tag}@example.com`, `Question ${tag}`);
  const page = await staffPage(browser);
  const context = page.context();
  await gotoHydrated(page, `/staff/leads?q=${tag}`);
  await page.getByRole("link", { name: "Wendy Work" }).click();
  // The inbox has a Status filter too: wait for the lead's page before choosing.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wendy Work");
  await page.getByLabel("Status", { exact: true }).selectOption("quote_sent");
  await page.getByLabel("Assigned to").selectOption({ label: staffInfo().staff.email });
  await page.getByLabel("Add a note (optional)").fill("Called: sending the quote today.");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Saved.");
  await expect(page.getByLabel("Add a note (optional)")).toHaveValue("");
  const history = page.getByRole("region", { name: "History" });
  await expect(history).toContainText("Called: sending the quote today.");
  await expect(history).toContainText("Status: New → Quote sent");
  await expect(history).toContainText(`Assigned to ${staffInfo().staff.email}`);
  await context.close();
});

test("the reply templates page: the defaults, editable, and nothing axe objects to", async ({ browser }) => {
  const page = await staffPage(browser);
  const context = page.context();
  await gotoHydrated(page, "/staff/leads/templates");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reply templates");
  for (const name of ["Quote request", "Ask for an X-ray or photos", "Consultation day"]) {
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  }
  await expectNoAxeViolations(page);
  await context.close();
});
