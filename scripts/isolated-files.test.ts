import { describe, expect, it } from "vitest";
import { isolatedTestFiles } from "../tests/isolated-files";

describe("the test files that run in a process of their own", () => {
  it("are those that mock a module and those in a browser-like environment", () => {
    const isolated = isolatedTestFiles();
    expect(isolated).toContain("app/services/plans/plan-pdf.server.test.ts");
    expect(isolated).toContain("app/routes/staff.analytics.test.tsx");
    expect(isolated).toContain("app/parts/contact-form/contact-form-parity.test.ts");
    expect(isolated).not.toContain("tests/http/booking/booking.test.ts");
    expect(isolated).not.toContain("scripts/vitest-mocking.test.ts");
  });
});
