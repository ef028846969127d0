import { Transform } from "node:stream";

/**
 * Passes a stream on with the chunks written in one turn of the event loop joined into one.
 *
 * React writes a page's HTML in many small chunks at once, and React Router's Node adapter
 * flushes the response after each of them; behind the compression middleware every flush ends a
 * gzip block, so a page rendered per request went out 50 % larger than the same bytes
 * compressed in one piece (`/consultation-event`: 33 kB against 21.5 kB). Joined, what React
 * writes together is compressed together, and what it writes later (a boundary that finishes
 * after the shell) still goes out as soon as it is written.
 */
export function coalescedWrites(): Transform {
  let chunks: Buffer[] = [];
  let scheduled = false;
  let ended = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      if (!scheduled) {
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          if (ended || chunks.length === 0) return;
          const joined = Buffer.concat(chunks);
          chunks = [];
          this.push(joined);
        });
      }
      callback();
    },
    flush(callback) {
      ended = true;
      if (chunks.length > 0) this.push(Buffer.concat(chunks));
      chunks = [];
      callback();
    },
  });
}
