/**
 * The layout's rules, in one file (docs/layout.md draws them): which folder may import which.
 * `tests/layout.test.ts` runs dependency-cruiser with these rules over app/, server/ and scripts/
 * and fails on any violation; it also runs them over planted violations to show each can fail.
 * `npx depcruise app server scripts` prints the same report.
 */

/** A type import ties two files as a value import does: a circle of types is still a circle. */
const services = "^app/services/";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "Two files that import each other (through any number of others) are one file in two places.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "lib-is-pure",
      comment:
        "app/lib is pure logic shared by the browser and the server: it imports only content's words and other lib files (and the logger's settings).",
      severity: "error",
      from: { path: "^app/lib/" },
      to: { path: "^app/(services|db|routes|components|parts|site-script|endpoints)/|^server/|^scripts/" },
    },
    {
      name: "content-is-words",
      comment: "app/content holds words and figures: it imports only other content and app/lib.",
      severity: "error",
      from: { path: "^app/content/" },
      to: { path: "^app/(services|db|routes|components|parts|site-script|endpoints)/|^app/env\\.server|^server/" },
    },
    {
      name: "markup-sends-nothing",
      comment: "Components and parts draw; they reach no service, database or route.",
      severity: "error",
      from: { path: "^app/(components|parts|site-script)/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^app/(services|db|routes)/|^app/env\\.server|^server/" },
    },
    {
      name: "db-is-the-floor",
      comment: "app/db holds the tables and the connection: nothing above it.",
      severity: "error",
      from: { path: "^app/db/", pathNot: "\\.test\\.ts$" },
      // The language codes are the columns' enum (decision 0023).
      to: { path: "^app/(services|content|components|parts|routes|endpoints)/|^server/", pathNot: "^app/content/locales\\.ts$" },
    },
    {
      name: "services-draw-nothing",
      comment: "Services do the work; pages and markup are the routes' and components'.",
      severity: "error",
      from: { path: services, pathNot: "\\.test\\.tsx?$" },
      to: { path: "^app/(routes|components|parts|site-script)/|^server/|^app/context\\.ts$" },
    },
    {
      name: "routes-reach-data-through-services",
      comment: "A route module is input, a call and markup: it reaches the database through a use case.",
      severity: "error",
      from: { path: "^app/routes/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^app/db/|^server/" },
    },
    {
      name: "routes-read-no-environment",
      comment:
        "Settings are read once, at start, into the service context: a route takes what it needs from a use case.",
      severity: "error",
      from: { path: "^app/(routes|components|parts|content|lib)/", pathNot: "^app/lib/logger\\.server\\.ts$|\\.test\\.tsx?$" },
      to: { path: "^app/env\\.server\\.ts$" },
    },
    {
      name: "audit-is-written-by-use-cases",
      comment:
        "The use case that changes or reveals personal data records its own audit row: only services write the audit log.",
      severity: "error",
      from: { pathNot: `${services}|\\.test\\.tsx?$|^tests/` },
      to: { path: "^app/services/staff/audit\\.server\\.ts$" },
    },
    {
      name: "server-reaches-pages-through-the-build",
      comment: "server/ hands requests to React Router's build; it does not import routes or markup.",
      severity: "error",
      from: { path: "^server/", pathNot: "\\.test\\.ts$" },
      to: { path: "^app/(routes|components|parts)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|build|\\.react-router|data)/|\\.test\\.tsx?$" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      extensions: [".ts", ".tsx", ".mjs", ".js", ".cjs", ".d.ts"],
    },
    // Tests may import what they test from anywhere; their own rules are in docs/layout.md.
    includeOnly: "^(app|server|scripts)/",
  },
};
