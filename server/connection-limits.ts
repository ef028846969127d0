import { createServer, type RequestListener, type Server } from "node:http";
import { logger } from "../app/lib/logger.server";
import { clientKey } from "../app/services/platform/rate-limit.server";

/**
 * How long a connection may take over each part of its life, and how many one client may hold:
 * a slow or idle client is closed instead of holding a socket (and its memory) for minutes, as
 * Node's defaults would let it (no idle limit at all, 60 s for headers, 5 min for a request).
 */
export interface ConnectionLimits {
  /** The request line and headers must have arrived within this (a slow-loris is cut here). */
  headersTimeoutMs: number;
  /**
   * The whole request, body included. The longest honest one is the quote form's 25 MB of
   * photos from a phone on a poor connection (25 MB at 1 Mbit/s is 200 s).
   */
  requestTimeoutMs: number;
  /**
   * An open connection with no request in flight. Above the 60 s a proxy in front keeps its
   * idle upstream connections (nginx's default), so the proxy, not we, closes them: otherwise
   * it could send a request on a connection we are closing (docs/deploy.md).
   */
  keepAliveTimeoutMs: number;
  /**
   * No byte either way for this long, in the middle of a request or an answer: closed. Not while
   * the server itself composes the answer (the request read whole, no answer begun): that work
   * has deadlines of its own (the database's, the image decoder's, each provider's), and a quote
   * whose photos wait their turn to be decoded on a busy server was cut here unanswered.
   */
  idleTimeoutMs: number;
  /** How often Node checks the header and request deadlines. */
  checkEveryMs: number;
  /**
   * Connections open at once from one client address (IPv6 by /64, as the rate limits count):
   * a browser opens six, a hotel's guests share one address; far past that is a client holding
   * sockets on purpose. A proxy the configuration trusts is not counted (it caps its own).
   */
  perAddress: number;
}

export const connectionLimits: ConnectionLimits = {
  headersTimeoutMs: 20_000,
  requestTimeoutMs: 300_000,
  keepAliveTimeoutMs: 65_000,
  idleTimeoutMs: 75_000,
  checkEveryMs: 1_000,
  perAddress: 100,
};

/**
 * An HTTP server for `listener` with these limits. `isTrustedProxy` is Express's compiled
 * `trust proxy` function: a peer it trusts is a proxy speaking for many clients.
 */
export function createBoundedServer(
  listener: RequestListener,
  limits: ConnectionLimits,
  isTrustedProxy: (address: string, hop: number) => boolean,
): Server {
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: limits.checkEveryMs,
    },
    listener,
  );
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  // With no 'timeout' listener, Node destroys a socket idle this long.
  server.setTimeout(limits.idleTimeoutMs);
  // First, before the site sees the request: from the request's last byte to the answer's
  // first, the silence is ours, not the client's.
  server.prependListener("request", (req, res) => {
    const socket = req.socket;
    const resume = () => {
      if (!socket.destroyed) socket.setTimeout(limits.idleTimeoutMs);
    };
    req.once("end", () => {
      if (!res.headersSent && !socket.destroyed) socket.setTimeout(0);
    });
    // Every answer begins with writeHead (Node's implicit headers call it too).
    const writeHead = res.writeHead;
    res.writeHead = function (this: typeof res, ...args: Parameters<typeof res.writeHead>) {
      resume();
      return writeHead.apply(this, args);
    } as typeof res.writeHead;
    res.once("close", resume);
  });

  const open = new Map<string, number>();
  let refusals = 0;
  server.on("connection", (socket) => {
    const address = socket.remoteAddress ?? "";
    if (isTrustedProxy(address, 0)) return;
    const key = clientKey(address);
    const count = (open.get(key) ?? 0) + 1;
    if (count > limits.perAddress) {
      socket.destroy();
      // Counted, never named: an address is personal data.
      if (refusals++ % 100 === 0)
        logger.warn(
          { perAddress: limits.perAddress, refusals },
          "connections refused over the per-address cap",
        );
      return;
    }
    open.set(key, count);
    socket.once("close", () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
  return server;
}
