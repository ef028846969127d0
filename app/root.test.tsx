import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ErrorBoundary } from "./root";

describe("the fallback screen", () => {
  it("shows 'Unexpected Application Error!' with the error's message", () => {
    const html = renderToStaticMarkup(
      <ErrorBoundary
        error={new Error("The database is on fire")}
        params={{}}
        loaderData={undefined}
        actionData={undefined}
      />,
    );
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toContain("The database is on fire");
  });
});
