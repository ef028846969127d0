import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local HTTP server standing in for Stripe's API (the two Checkout Session calls we make),
 * so tests drive the real `stripe` SDK over a real connection.
 */
export interface FakeStripeSession {
  id: string;
  object: "checkout.session";
  url: string;
  status: "open" | "complete";
  payment_status: "unpaid" | "paid";
  amount_total: number;
  currency: string;
  success_url: string;
  cancel_url: string;
  metadata: Record<string, string>;
  customer_details: { email: string } | null;
}

export interface FakeStripe {
  url: string;
  sessions: Map<string, FakeStripeSession>;
  /** Idempotency keys the SDK sent, in order. */
  idempotencyKeys: string[];
  /** Form bodies of the create calls, decoded. */
  createBodies: URLSearchParams[];
  markPaid(id: string, email: string): void;
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const sessions = new Map<string, FakeStripeSession>();
  const byKey = new Map<string, FakeStripeSession>();
  const idempotencyKeys: string[] = [];
  const createBodies: URLSearchParams[] = [];
  let counter = 0;

  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { "Content-Type": "application/json", "Request-Id": `req_${++counter}` });
        res.end(JSON.stringify(body));
      };
      if (!req.headers.authorization?.startsWith("Bearer sk_test_")) {
        return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
      }
      if (req.method === "POST" && req.url === "/v1/checkout/sessions") {
        const key = String(req.headers["idempotency-key"] ?? "");
        idempotencyKeys.push(key);
        if (key && byKey.has(key)) return send(200, byKey.get(key));
        const form = new URLSearchParams(raw);
        createBodies.push(form);
        const id = `cs_test_fake${String(++counter).padStart(6, "0")}`;
        const metadata: Record<string, string> = {};
        for (const [name, value] of form) {
          const match = /^metadata\[(.+)\]$/.exec(name);
          if (match) metadata[match[1]] = value;
        }
        const session: FakeStripeSession = {
          id,
          object: "checkout.session",
          url: `https://checkout.stripe.test/c/pay/${id}`,
          status: "open",
          payment_status: "unpaid",
          amount_total: Number(form.get("line_items[0][price_data][unit_amount]")),
          currency: form.get("line_items[0][price_data][currency]") ?? "",
          success_url: form.get("success_url") ?? "",
          cancel_url: form.get("cancel_url") ?? "",
          metadata,
          customer_details: null,
        };
        sessions.set(id, session);
        if (key) byKey.set(key, session);
        return send(200, session);
      }
      const retrieve = /^\/v1\/checkout\/sessions\/([^/?]+)/.exec(req.url ?? "");
      if (req.method === "GET" && retrieve) {
        const session = sessions.get(decodeURIComponent(retrieve[1]));
        if (!session)
          return send(404, {
            error: {
              type: "invalid_request_error",
              message: "No such checkout.session",
              code: "resource_missing",
            },
          });
        return send(200, session);
      }
      send(404, {
        error: {
          type: "invalid_request_error",
          message: `Unrecognized request URL (${req.method}: ${req.url})`,
        },
      });
    });
  });
  server.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    idempotencyKeys,
    createBodies,
    markPaid(id, email) {
      const session = sessions.get(id);
      if (!session) throw new Error(`no fake session ${id}`);
      session.status = "complete";
      session.payment_status = "paid";
      session.customer_details = { email };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
