import { spawn } from "node:child_process";

/**
 * What the launch check's tests share: running `npm run check:launch` (or a server) to its end,
 * and the mail settings a launched clinic has.
 */

/** Runs a command to its end (or kills it after `timeoutMs`): exit code and output. */
export function run(
  command: string,
  args: string[],
  env: Record<string, string | undefined> = {},
  timeoutMs = 60_000,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const childEnv = Object.fromEntries(
      Object.entries({ ...process.env, ...env }).filter(
        (entry): entry is [string, string] => entry[1] !== undefined,
      ),
    );
    const child = spawn(command, args, { env: childEnv, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(
        new Error(`${command} ${args.join(" ")} still running after ${timeoutMs} ms:\n${stdout}${stderr}`),
      );
    }, timeoutMs);
    child.on("error", reject);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** The clinic's own mail settings, as a launched server has them. */
export const realMail = {
  CLINIC_INBOX: "reception@real-clinic.hu",
  MAIL_FROM: "Real Clinic <no-reply@real-clinic.hu>",
};
