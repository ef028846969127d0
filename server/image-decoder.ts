import { fork } from "node:child_process";
import { setPriority } from "node:os";
import { fileURLToPath } from "node:url";
import { logger } from "../app/lib/logger.server";
import type { DecodeJob, DecodeResult, ImageDecoder } from "../app/services/uploads/incoming.server";

const PROCESS_SCRIPT = fileURLToPath(new URL("./image-decode-process.mjs", import.meta.url));

export interface ImageDecoderOptions {
  /** Decodes running at once on this server; more wait their turn. */
  atOnce?: number;
  /** How long one picture may take, from its process's start; then the process is killed. */
  timeLimitMs?: number;
  /** The decoding process's JavaScript heap, in MB (V8's limit, passed as --max-old-space-size). */
  heapMb?: number;
}

export interface ImageDecoderPool extends ImageDecoder {
  /** Decoding processes started since this decoder was made (tests: proof that none was). */
  readonly started: number;
  /** Decoding processes alive now. */
  readonly running: number;
  /** Kills the decodes still running (the server is stopping). */
  close(): void;
}

/**
 * Decoding one phone photo takes its width × height × 4 bytes and more (a 12 MP HEIC ~0.2 GB, one
 * at the 60 MP cap ~0.7 GB, most of it in WebAssembly, which V8's heap limit does not cap and which
 * never shrinks): two at a time per server, so a burst of uploads waits a little instead of
 * taking the server's memory. The pixel cap read from the header (app/services/uploads/incoming.server.ts) is what
 * bounds one decode's memory; the heap limit only stops a runaway in JavaScript.
 */
const DEFAULTS = {
  atOnce: 2,
  // A HEIC just under the cap (56 MP) took 9-12 s on a busy, shared 2-core machine: room for a
  // slower server. Longer is not a photo we can use.
  timeLimitMs: 30_000,
  // A 56 MP HEIC peaks at ~125 MB of JavaScript heap (the JPEG encoder's arrays).
  heapMb: 384,
} as const;

/**
 * Decodes each picture in a child process of its own, started for it and ended after it, so the
 * event loop keeps answering pages, health checks and payments while a picture decodes, and the
 * memory a decoder took returns to the system. The process runs at a lower priority, sees none
 * of the server's settings (no secrets in its environment), and is killed at its time limit.
 */
export function startImageDecoder(options: ImageDecoderOptions = {}): ImageDecoderPool {
  const { atOnce, timeLimitMs, heapMb } = { ...DEFAULTS, ...options };
  const children = new Set<ReturnType<typeof fork>>();
  let started = 0;
  let busy = 0;
  const waiting: (() => void)[] = [];

  async function withSlot<T>(work: () => Promise<T>): Promise<T> {
    if (busy >= atOnce) await new Promise<void>((resolve) => waiting.push(resolve));
    else busy += 1;
    try {
      return await work();
    } finally {
      // Hand the slot straight to the next in line, or give it back.
      const next = waiting.shift();
      if (next) next();
      else busy -= 1;
    }
  }

  /** Settles once the process is gone (and its memory with it), not merely when it answered. */
  function run(job: DecodeJob): Promise<DecodeResult> {
    return new Promise((resolve) => {
      const child = fork(PROCESS_SCRIPT, [], {
        execArgv: [`--max-old-space-size=${heapMb}`],
        env: {},
        serialization: "advanced",
        stdio: ["ignore", "ignore", "ignore", "ipc"],
      });
      started += 1;
      children.add(child);
      // Pages and payments first: the system gives this process the CPU the server leaves.
      if (child.pid !== undefined) {
        try {
          setPriority(child.pid, 10);
        } catch {
          // Not allowed here (some containers): it runs at the server's priority.
        }
      }
      let answer: Buffer | null = null;
      let timedOut = false;
      let settled = false;
      const settle = (code: number | null, signal: string | null) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        children.delete(child);
        if (timedOut) return resolve({ ok: false, reason: "too-slow" });
        if (answer) return resolve({ ok: true, bytes: answer });
        // Out of memory, a crash, a picture the decoder refused: only the exit says which.
        if (code !== 0) logger.warn({ code, signal }, "image decode process ended without a picture");
        resolve({ ok: false, reason: "unreadable" });
      };
      const timer = setTimeout(() => {
        timedOut = true;
        logger.warn({ timeLimitMs }, "image decode took too long: process killed");
        child.kill("SIGKILL");
      }, timeLimitMs);
      child.on("message", (message: { ok: boolean; bytes?: Uint8Array }) => {
        if (message.ok && message.bytes)
          answer = Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength);
      });
      child.on("error", (error) => {
        logger.warn({ err: error }, "image decode process failed");
        // It never started (no 'close' will come), or it cannot be sent its job: end it.
        if (child.pid === undefined) settle(null, null);
        else child.kill("SIGKILL");
      });
      child.on("close", settle);
      child.send(job, () => undefined);
    });
  }

  return {
    decode: (job) => withSlot(() => run(job)),
    get started() {
      return started;
    },
    get running() {
      return children.size;
    },
    close() {
      for (const child of children) child.kill("SIGKILL");
    },
  };
}
