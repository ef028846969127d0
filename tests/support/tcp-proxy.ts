import net, { type AddressInfo } from "node:net";

/**
 * pass: forward both ways (a healthy network);
 * cut: every connection destroyed, new ones refused (the database went away);
 * hang: connections accepted but nothing forwarded, either way, on new or existing
 * connections (a frozen database or a silent network partition).
 */
export type ProxyMode = "pass" | "cut" | "hang";

export interface TcpProxy {
  /** The local port to connect to instead of the target's. */
  port: number;
  mode(): ProxyMode;
  setMode(mode: ProxyMode): Promise<void>;
  /** Connections currently open through the proxy. */
  openConnections(): number;
  close(): Promise<void>;
}

interface Link {
  client: net.Socket;
  upstream?: net.Socket;
}

/** A TCP proxy on 127.0.0.1 in front of `target`, whose failure mode the test controls. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: ProxyMode = "pass";
  const links = new Set<Link>();

  const destroy = (link: Link) => {
    link.client.destroy();
    link.upstream?.destroy();
    links.delete(link);
  };

  const forward = (link: Link) => {
    if (!link.upstream) {
      const upstream = net.connect(target.port, target.host);
      link.upstream = upstream;
      upstream.on("error", () => destroy(link));
      upstream.on("close", () => destroy(link));
    }
    link.client.pipe(link.upstream);
    link.upstream.pipe(link.client);
    link.client.resume();
    link.upstream.resume();
  };

  const freeze = (link: Link) => {
    link.client.unpipe();
    link.upstream?.unpipe();
    // Paused sockets keep what arrives in their buffers, as a stalled peer would.
    link.client.pause();
    link.upstream?.pause();
  };

  const onConnection = (client: net.Socket) => {
    const link: Link = { client };
    links.add(link);
    client.on("error", () => destroy(link));
    client.on("close", () => destroy(link));
    if (mode === "pass") forward(link);
    else freeze(link);
  };

  let server = net.createServer({ pauseOnConnect: true }, onConnection);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const port = (server.address() as AddressInfo).port;

  const closeServer = () => new Promise<void>((resolve) => server.close(() => resolve()));
  const listenAgain = async () => {
    server = net.createServer({ pauseOnConnect: true }, onConnection);
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve());
    });
  };

  return {
    port,
    mode: () => mode,
    async setMode(next) {
      if (next === mode) return;
      const previous = mode;
      mode = next;
      if (next === "cut") {
        // Stop listening first: a connection attempt is refused, not accepted then dropped.
        const closed = closeServer();
        for (const link of [...links]) destroy(link);
        await closed;
        return;
      }
      if (previous === "cut") await listenAgain();
      for (const link of links) {
        if (next === "pass") forward(link);
        else freeze(link);
      }
    },
    openConnections: () => links.size,
    async close() {
      mode = "cut";
      const closed = server.listening ? closeServer() : Promise.resolve();
      for (const link of [...links]) destroy(link);
      await closed;
    },
  };
}
