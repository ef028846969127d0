import { randomBytes } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { createTransport } from "nodemailer";
import type { Env } from "~/env.server";

interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's text, e.g. an .ics calendar file. */
  content: string;
}

export interface MailMessage {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
  headers?: Record<string, string>;
}

/** Where mail goes: an SMTP server, or .eml files on disk when none is configured. */
export interface MailTransport {
  kind: "smtp" | "file";
  /** Resolves once the message was accepted; rejects with the reason otherwise. */
  send(message: MailMessage): Promise<void>;
  close?(): void;
}

/** Nodemailer's defaults wait minutes; a stuck server must not hold a whole outbox batch. */
const SMTP_TIMEOUT_MS = 10_000;

const toNodemailer = (message: MailMessage) => ({
  from: message.from,
  to: message.to,
  replyTo: message.replyTo,
  subject: message.subject,
  text: message.text,
  headers: message.headers,
  attachments: message.attachments?.map((a) => ({
    filename: a.filename,
    contentType: a.contentType,
    content: a.content,
  })),
});

export function createSmtpTransport(smtpUrl: string): MailTransport {
  // Settings in the URL's query string (e.g. ?connectionTimeout=…) still win over these.
  const transporter = createTransport({
    url: smtpUrl,
    // Reuse connections: a backlog after an outage goes out quickly.
    pool: true,
    maxConnections: 3,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    kind: "smtp",
    send: async (message) => void (await transporter.sendMail(toNodemailer(message))),
    close: () => transporter.close(),
  };
}

/** Writes each message as a complete .eml file: the offline default, readable in any mail client. */
export function createFileTransport(dir: string): MailTransport {
  const composer = createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "file",
    async send(message) {
      const info = await composer.sendMail(toNodemailer(message));
      await mkdir(dir, { recursive: true });
      // Colons are not allowed in Windows file names; the name still sorts by time.
      const name = `${new Date().toISOString().replace(/:/g, "-")}-${randomBytes(4).toString("hex")}.eml`;
      const temporary = path.join(dir, `.${name}.tmp`);
      try {
        await writeFile(temporary, info.message as Buffer, { flag: "wx", mode: 0o600 });
        // A reader never sees a half-written .eml: the file appears whole, under its final name.
        await rename(temporary, path.join(dir, name));
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
  };
}

/** SMTP when SMTP_URL is set; otherwise .eml files under <DATA_DIR>/outbox. */
export function createMailTransport(env: Pick<Env, "SMTP_URL" | "dataDir">): MailTransport {
  return env.SMTP_URL
    ? createSmtpTransport(env.SMTP_URL)
    : createFileTransport(path.join(env.dataDir, "outbox"));
}
