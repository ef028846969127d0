import { createServer, type AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMessage {
  mailFrom: string;
  recipients: string[];
  data: string;
}

export interface LocalSmtp {
  port: number;
  url: string;
  received: ReceivedMessage[];
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives; refuses recipients listed in `reject`. */
export async function startSmtpServer(
  options: { port?: number; reject?: string[] } = {},
): Promise<LocalSmtp> {
  const received: ReceivedMessage[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // No reverse DNS for 127.0.0.1: it costs ~100 ms per connection.
    disableReverseLookup: true,
    // Pooled clients keep connections open; do not wait for them on close.
    closeTimeout: 50,
    onRcptTo(address, _session, callback) {
      if (options.reject?.includes(address.address)) {
        const error = Object.assign(new Error(`Mailbox <${address.address}> does not exist`), {
          responseCode: 550,
        });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const envelope = session.envelope;
        received.push({
          mailFrom: envelope.mailFrom ? envelope.mailFrom.address : "",
          recipients: envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on (free a moment ago). */
export async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", () => resolve()));
  const port = (probe.address() as AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
