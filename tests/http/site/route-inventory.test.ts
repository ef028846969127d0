import { describe, expect, it } from "vitest";
import { endpoints, routeList } from "../../../app/route-list";
import type { EndpointDefinition } from "../../../app/endpoints/definition";
import { rateTiers } from "../../../app/endpoints/limits";
import { ENDPOINT_NAME } from "../../../app/endpoints/endpoint.server";
import { loadDevBuild } from "../../support/http-server";

/**
 * The pipeline's promise, checked over the real route table: every route that takes input
 * (an action, or a guarded loader) is a declared endpoint with a schema and a rate-limit
 * tier, and is written with endpointAction / endpointLoader, so the edge's decision and the
 * schema cannot be skipped by a route that forgot them.
 */
// The first test compiles the whole route table with Vite: slow on a busy two-core machine.
describe("route inventory", { timeout: 120_000 }, () => {
  it("every route with an action is a declared endpoint with a schema and a tier", async () => {
    const build = await loadDevBuild();
    const declared = new Map(
      Object.entries(endpoints).map(([name, endpoint]) => [
        `routes/${endpoint.file.replace(/^routes\//, "").replace(/\.tsx?$/, "")}`,
        { name, endpoint },
      ]),
    );
    const withInput: string[] = [];
    for (const route of Object.values(build.routes)) {
      if (!route) continue;
      const module = route.module as { action?: object; loader?: object };
      if (!module.action) continue;
      withInput.push(route.id);
      const entry = declared.get(route.id);
      expect(entry, `${route.id} has an action but is not declared in app/endpoints.ts`).toBeDefined();
      const endpoint: EndpointDefinition = entry!.endpoint;
      expect(
        (module.action as Record<symbol, unknown>)[ENDPOINT_NAME],
        `${route.id}'s action is not written with endpointAction("${entry!.name}", …)`,
      ).toBe(entry!.name);
      expect(typeof endpoint.schema.safeParse, `${route.id} has no schema`).toBe("function");
      expect(endpoint.tier in rateTiers, `${route.id} has no rate-limit tier`).toBe(true);
      expect(endpoint.methods.some((m) => m !== "GET")).toBe(true);
      expect(endpoint.body === "none" ? endpoint.bodyLimit === 0 : endpoint.bodyLimit > 0).toBe(true);
    }
    // The ones that exist today, so a lost route is noticed too.
    expect(withInput.sort()).toEqual(
      [
        "routes/api.consultation-bookings",
        "routes/booking.$token",
        "routes/api.create-checkout-session",
        "routes/api.newsletter",
        "routes/api.staff.backup",
        "routes/api.stripe.webhook",
        "routes/api.messages.status",
        "routes/api.messages.incoming",
        "routes/f.$formId",
        "routes/f.quote",
        "routes/medical-history.$token",
        "routes/newsletter.unsubscribe",
        "routes/plan.$token",
        "routes/test-checkout",
        "routes/waiting-list",
        "routes/waiting-list.$token",
        "routes/plan.$token.deposit",
        "routes/staff.plan-deposit-refund",
        "routes/staff.sign-in",
        "routes/staff.sign-out",
        "routes/staff.lead",
        "routes/staff.lead-templates",
        "routes/staff.consultation-day",
        "routes/staff.consultation-days",
        "routes/staff.consultation-day-settings",
        "routes/staff.consultation-day-book",
        "routes/staff.gdpr",
        "routes/staff.gdpr.export",
        "routes/staff.subscribers",
        "routes/staff.accounts",
        "routes/staff.plans",
        "routes/staff.plan",
        "routes/staff.invitation",
        "routes/staff.reset",
        "routes/staff.reset.passkey",
        "routes/staff.sign-in.passkey",
        "routes/staff.passkeys",
        "routes/staff.passkeys.new",
      ].sort(),
    );
    // Guarded reads (GET with a tier) use endpointLoader.
    for (const [name, endpoint] of Object.entries(endpoints)) {
      if (!(endpoint.methods as readonly string[]).includes("GET")) continue;
      const route = Object.values(build.routes).find(
        (r) => r && `routes/${endpoint.file.replace(/^routes\//, "").replace(/\.tsx?$/, "")}` === r.id,
      );
      expect((route?.module.loader as Record<symbol, unknown> | undefined)?.[ENDPOINT_NAME]).toBe(name);
    }
  });

  it("every declared endpoint is mounted in the route table", async () => {
    const build = await loadDevBuild();
    const ids = new Set(Object.keys(build.routes));
    for (const endpoint of Object.values(endpoints)) {
      expect(ids.has(endpoint.file.replace(/\.tsx?$/, ""))).toBe(true);
    }
  });

  it("the route table is the route list: every address in it is mounted, at its path, and nothing else is", async () => {
    const build = await loadDevBuild();
    const routes = Object.values(build.routes).filter((route) => route !== undefined);
    // A route's full path: its own, under its parents' (the back office's layout has none).
    const fullPath = (id: string): string => {
      const route = build.routes[id]!;
      const parent = route.parentId && route.parentId !== "root" ? fullPath(route.parentId) : "";
      return `${parent}/${route.index ? "" : (route.path ?? "")}`.replace(/\/+/g, "/");
    };
    const mounted = routes
      // English addresses only: the same pages under /de and /fr are the list's pages too.
      .filter((route) => route.id !== "root" && route.id !== "routes/staff" && !/^(de|fr)\//.test(route.id))
      .filter((route) => route.path !== "*")
      .map((route) => `${fullPath(route.id)} ${route.id}`)
      .map((line) => line.replace(/^\/ /, "/ "));
    const listed = routeList.map((entry) => `${entry.path} ${entry.file.replace(/\.tsx?$/, "")}`);
    const mountedFiles = routes.map((route) => `${fullPath(route.id)} ${route.id}`);
    expect(new Set(listed).size).toBe(listed.length);
    for (const entry of listed) expect(mountedFiles, entry).toContain(entry);
    expect(mounted.length).toBe(listed.length);
    // Every public page is also mounted in each other language, with the same module.
    const pages = routeList.filter((entry) => entry.kind === "page");
    for (const locale of ["de", "fr"])
      expect(routes.filter((route) => route.id.startsWith(`${locale}/`))).toHaveLength(pages.length);
  });
});
