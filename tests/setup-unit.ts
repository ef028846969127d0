import { afterEach, vi } from "vitest";

// A console.error during a test is a defect (a React warning, an unhandled failure).
const errors: unknown[][] = [];
const original = console.error;
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};

afterEach(() => {
  vi.useRealTimers();
  if (errors.length > 0) {
    const first = errors.map((args) => args.map(String).join(" ")).join("\n");
    errors.length = 0;
    throw new Error(`console.error was called during the test:\n${first}`);
  }
});
