import { fork } from "node:child_process";
import { setPriority } from "node:os";
import { fileURLToPath } from "node:url";
import { logger } from "../app/lib/logger.server";
import type { DecodeJob, DecodeResult, ImageDecoder } from "../app/services/uploads/decoder";

const PROCESS_SCRIPT = fileURLToPath(new URL("./image-decode-process.mjs", import.meta.url));

export interface ImageDecoderOptions {
  /** Decodes running at once on this server; more wait their turn. */
  atOnce?: number;
  /** Pictures that may wait for a turn; one more is refused at once ('busy'). */
  maxWaiting?: number;
  /** How long a picture may wait for its turn; then it is refused ('busy'). */
  waitLimitMs?: number;
  /** How long one picture may take, from its process's start; then the process is killed. */
  timeLimitMs?: number;
  /** The decoding process's JavaScript heap, in MB (V8's limit, passed as --max-old-space-size). */
  heapMb?: number;
  /** What decodes one picture once it has its turn: a process of its own (tests: a slow fake). */
  work?: (job: DecodeJob) => Promise<DecodeResult>;
}

export interface ImageDecoderPool extends ImageDecoder {
  /** Decoding processes started since this decoder was made (tests: proof that none was). */
  readonly started: number;
  /** Decoding processes alive now. */
  readonly running: number;
  /** Pictures waiting for their turn now. */
  readonly waiting: number;
  /** Kills the decodes still running and refuses those waiting (the server is stopping). */
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
  // A phone photo decodes in about a second, so eight waiting (four turns of two) is seconds of
  // waiting, far more than a clinic's few quote requests an hour ever make at once; past it the
  // server is flooded or stuck, and a visitor is better told at once to send again in a minute
  // than left waiting on a request that holds its connection and its files on disk.
  maxWaiting: 8,
  // Waited 20 s for a turn, then up to 30 s of decoding: an answer within the 60 s a proxy
  // usually waits (nginx's proxy_read_timeout).
  waitLimitMs: 20_000,
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
  const { atOnce, maxWaiting, waitLimitMs, timeLimitMs, heapMb } = { ...DEFAULTS, ...options };
  const work = options.work ?? run;
  const children = new Set<ReturnType<typeof fork>>();
  let started = 0;
  let busy = 0;
  /** In line for a turn: each starts its decode, or is refused. */
  const waiting: { start(): void; refuse(): void }[] = [];
  const busyAnswer: DecodeResult = { ok: false, reason: "busy" };

  async function decodeNow(job: DecodeJob): Promise<DecodeResult> {
    try {
      return await work(job);
    } finally {
      // Hand the slot straight to the next in line, or give it back.
      const next = waiting.shift();
      if (next) next.start();
      else busy -= 1;
    }
  }

  function withSlot(job: DecodeJob): Promise<DecodeResult> {
    if (busy < atOnce) {
      busy += 1;
      return decodeNow(job);
    }
    if (waiting.length >= maxWaiting) {
      logger.warn({ waiting: waiting.length }, "image decode queue full: picture refused");
      return Promise.resolve(busyAnswer);
    }
    return new Promise((resolve) => {
      const place = {
        start() {
          clearTimeout(timer);
          resolve(decodeNow(job));
        },
        refuse() {
          clearTimeout(timer);
          waiting.splice(waiting.indexOf(place), 1);
          resolve(busyAnswer);
        },
      };
      const timer = setTimeout(() => {
        logger.warn({ waitLimitMs }, "image decode waited too long for its turn: picture refused");
        place.refuse();
      }, waitLimitMs);
      waiting.push(place);
    });
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
    decode: withSlot,
    get started() {
      return started;
    },
    get running() {
      return children.size;
    },
    get waiting() {
      return waiting.length;
    },
    close() {
      for (const place of [...waiting]) place.refuse();
      for (const child of children) child.kill("SIGKILL");
    },
  };
}
