// npm run staff -- add EMAIL [--role admin|staff]   (the password is read from standard input)
// npm run staff -- reset EMAIL [--password]         (a new second factor, passkeys removed, sessions ended, sign-in lock lifted;
//                                                   --password: and a new password from stdin)
// npm run staff -- list
// Back-office accounts. There is no default account: the clinic creates the first admin here.
// It opens the database itself: with the embedded database, stop the site first (the data
// directory belongs to one process); with PostgreSQL it works while the site runs.
import path from "node:path";
import { createInterface } from "node:readline";
import { renderUnicodeCompact } from "uqr";
import { openDatabase } from "../app/db/client.server";
import { getEnv } from "../app/env.server";
import {
  addStaffAccount,
  listStaffAccounts,
  resetStaffAccount,
  StaffAccountError,
  totpUri,
} from "../app/services/staff/accounts.server";
import type { StaffRole } from "../app/services/staff/types.server";
import { createServices } from "../server/app";
import { readServerInfo } from "../server/runtime-files";

/** Command-line output (the logger is for the server). */
const print = (text: string) => process.stdout.write(`${text}\n`);
const usage = "Usage: npm run staff -- add EMAIL [--role admin|staff] | reset EMAIL [--password] | list";

const args = process.argv.slice(2);
const [command, email] = args;
const option = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? undefined : args[at + 1];
};

/** The password from standard input: typed at a prompt (not echoed), or piped in. */
async function readPassword(prompt: string): Promise<string> {
  if (!process.stdin.isTTY) {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8").split(/\r?\n/)[0];
  }
  process.stdout.write(prompt);
  const rl = createInterface({ input: process.stdin, terminal: true });
  // Typed characters are not shown.
  (rl as unknown as { _writeToOutput: () => void })._writeToOutput = () => undefined;
  const answer = await new Promise<string>((resolve) => rl.question("", resolve));
  rl.close();
  process.stdout.write("\n");
  return answer;
}

function printSecondFactor(account: { email: string; totpSecret: string }) {
  const uri = totpUri(account);
  print("");
  print("Scan this with an authenticator app (Google Authenticator, 1Password, Aegis…):");
  print(renderUnicodeCompact(uri));
  print(`Or add it by hand: ${uri}`);
  print("");
  print("Keep this private: with the password, it opens the back office. Sign in at /staff/sign-in.");
}

async function main() {
  if (!["add", "reset", "list"].includes(command ?? "") || (command !== "list" && !email)) {
    console.error(usage);
    process.exit(2);
  }
  const role = (option("role") ?? "staff") as StaffRole;
  if (!["admin", "staff"].includes(role)) {
    console.error("--role must be admin or staff");
    process.exit(2);
  }
  const env = getEnv();
  if (!env.DATABASE_URL && readServerInfo(env.dataDir)) {
    console.error(
      "The site is running and owns the embedded database. Stop it, run this again, then start it.",
    );
    process.exit(1);
  }
  const password =
    command === "add" || (command === "reset" && args.includes("--password"))
      ? await readPassword("Password (at least 12 characters): ")
      : undefined;

  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: path.join(env.dataDir, "pglite"),
  });
  // The same service context the server builds (app/services/context.server.ts).
  const services = createServices({ env, database, staffToken: env.ADMIN_TOKEN ?? "" });
  try {
    if (command === "list") {
      for (const account of await listStaffAccounts(database.db))
        print(
          `${account.email}  ${account.role}  since ${account.createdAt.toISOString().slice(0, 10)}${account.disabledAt ? "  (disabled)" : ""}`,
        );
      return;
    }
    if (command === "add") {
      const account = await addStaffAccount(services, { email: email!, password: password!, role });
      print(`Created ${account.email} (${account.role}).`);
      printSecondFactor(account);
    } else {
      const account = await resetStaffAccount(services, email!, password);
      print(
        `Reset ${account.email}: a new second factor${password ? " and password" : ""}; its passkeys removed; every session ended; its sign-in lock lifted.`,
      );
      printSecondFactor(account);
    }
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof StaffAccountError ? error.message : (error as Error).message);
  process.exit(1);
});
