import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local HTTP server standing in for Stripe's API (the Checkout Session and Refund calls we
 * make), so tests drive the real `stripe` SDK over a real connection. Like Stripe, it refuses a
 * session that expires less than 30 minutes after creation, and answers a repeated
 * idempotency key with the first result.
 */
export interface FakeStripeSession {
  id: string;
  object: "checkout.session";
  url: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  amount_total: number;
  currency: string;
  success_url: string;
  cancel_url: string;
  metadata: Record<string, string>;
  customer_details: { email: string; phone: string | null } | null;
  /** Stripe's custom fields as the payer filled them (our full-name text field). */
  custom_fields: {
    key: string;
    type: "text";
    text: { value: string | null; default_value: string | null };
  }[];
  /** Unix seconds. */
  expires_at: number;
  /** Set once paid. */
  payment_intent: string | null;
}

export interface FakeStripeRefund {
  id: string;
  object: "refund";
  payment_intent: string;
  amount: number;
  status: "succeeded";
  reason: string | null;
  metadata: Record<string, string>;
}

export interface FakeStripe {
  url: string;
  sessions: Map<string, FakeStripeSession>;
  /** Idempotency keys the SDK sent, in order. */
  idempotencyKeys: string[];
  /** Form bodies of the create calls, decoded. */
  createBodies: URLSearchParams[];
  /** Refunds made, one per money movement (a repeated idempotency key adds none). */
  refunds: FakeStripeRefund[];
  /** Idempotency keys of the refund calls, in order (repeats included). */
  refundKeys: string[];
  /** Paid, with what the payer typed into Stripe's phone and full-name fields (if anything). */
  markPaid(id: string, email: string, given?: { phone?: string; name?: string }): void;
  /** The session's time ran out unpaid (as Stripe does at expires_at). */
  markExpired(id: string): void;
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const sessions = new Map<string, FakeStripeSession>();
  const byKey = new Map<string, FakeStripeSession>();
  const idempotencyKeys: string[] = [];
  const createBodies: URLSearchParams[] = [];
  const refunds: FakeStripeRefund[] = [];
  const refundKeys: string[] = [];
  const refundsByKey = new Map<string, FakeStripeRefund>();
  let counter = 0;
  const invalid = (message: string) => ({ error: { type: "invalid_request_error", message } });
  const metadataOf = (form: URLSearchParams) => {
    const metadata: Record<string, string> = {};
    for (const [name, value] of form) {
      const match = /^metadata\[(.+)\]$/.exec(name);
      if (match) metadata[match[1]] = value;
    }
    return metadata;
  };

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
        const now = Math.floor(Date.now() / 1000);
        const expiresAt = form.has("expires_at") ? Number(form.get("expires_at")) : now + 24 * 3600;
        if (expiresAt < now + 30 * 60)
          return send(
            400,
            invalid("The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation."),
          );
        const id = `cs_test_fake${String(++counter).padStart(6, "0")}`;
        const metadata = metadataOf(form);
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
          custom_fields: [...form.keys()]
            .map((name) => /^custom_fields\[(\d+)\]\[key\]$/.exec(name)?.[1])
            .filter((index): index is string => index !== undefined)
            .map((index) => ({
              key: form.get(`custom_fields[${index}][key]`) ?? "",
              type: "text" as const,
              text: { value: null, default_value: form.get(`custom_fields[${index}][text][default_value]`) },
            })),
          expires_at: expiresAt,
          payment_intent: null,
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
      if (req.method === "POST" && req.url === "/v1/refunds") {
        const key = String(req.headers["idempotency-key"] ?? "");
        refundKeys.push(key);
        if (key && refundsByKey.has(key)) return send(200, refundsByKey.get(key));
        const form = new URLSearchParams(raw);
        const paymentIntent = form.get("payment_intent") ?? "";
        const session = [...sessions.values()].find((s) => s.payment_intent === paymentIntent);
        if (!session) return send(400, invalid(`No such payment_intent: '${paymentIntent}'`));
        if (refunds.some((r) => r.payment_intent === paymentIntent))
          return send(400, invalid("Charge has already been refunded."));
        const refund: FakeStripeRefund = {
          id: `re_fake${String(++counter).padStart(6, "0")}`,
          object: "refund",
          payment_intent: paymentIntent,
          amount: session.amount_total,
          status: "succeeded",
          reason: form.get("reason"),
          metadata: metadataOf(form),
        };
        refunds.push(refund);
        if (key) refundsByKey.set(key, refund);
        return send(200, refund);
      }
      send(404, invalid(`Unrecognized request URL (${req.method}: ${req.url})`));
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
    refunds,
    refundKeys,
    markPaid(id, email, given = {}) {
      const session = sessions.get(id);
      if (!session) throw new Error(`no fake session ${id}`);
      if (session.status === "expired") throw new Error(`fake session ${id} has expired`);
      session.status = "complete";
      session.payment_status = "paid";
      session.customer_details = { email, phone: given.phone ?? null };
      // Stripe submits a custom field's default unless the payer changed it.
      for (const field of session.custom_fields)
        field.text.value = (field.key === "full_name" ? given.name : undefined) ?? field.text.default_value;
      session.payment_intent = `pi_fake${id.replace(/^cs_test_fake/, "")}`;
    },
    markExpired(id) {
      const session = sessions.get(id);
      if (!session) throw new Error(`no fake session ${id}`);
      session.status = "expired";
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
