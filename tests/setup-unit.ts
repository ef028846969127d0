import { afterAll, afterEach, vi } from "vitest";

// A console.error during a test is a defect (a React warning, an unhandled failure). This file
// runs before every test file; test files share a worker process (vitest.config.ts), so the
// console is wrapped once per process and each file's hook reads the same list.
const key = Symbol.for("dental.test.console-errors");
const shared = globalThis as typeof globalThis & { [key]?: unknown[][] };
const errors: unknown[][] = (shared[key] ??= (() => {
  const list: unknown[][] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => {
    list.push(args);
    original(...args);
  };
  return list;
})());

afterEach(() => {
  vi.useRealTimers();
  if (errors.length > 0) {
    const first = errors.map((args) => args.map(String).join(" ")).join("\n");
    errors.length = 0;
    throw new Error(`console.error was called during the test:\n${first}`);
  }
});

// Test files share their process (vitest.config.ts): a file that leaves a server listening
// would answer, or hold a port, in the next file. Runs after the file's own afterAll hooks. A
// server being closed stays listed until its last connection ends (a client's idle keep-alive
// socket can hold it a few seconds), so the check waits up to 10 s before it fails the file.
afterAll(async () => {
  const listening = () => process.getActiveResourcesInfo().filter((kind) => kind === "TCPServerWrap").length;
  const deadline = Date.now() + 10_000;
  while (listening() > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  if (listening() > 0)
    throw new Error(
      `${listening()} server(s) still listening 10 s after the file's tests: close them in afterAll`,
    );
}, 15_000);
