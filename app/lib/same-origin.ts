/** True when `url` is an absolute http(s) URL on one of the allowed origins. */
export function isOnOrigins(url: unknown, origins: string[]): boolean {
  if (typeof url !== "string") return false;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === "http:" || parsed.protocol === "https:") && origins.includes(parsed.origin);
  } catch {
    return false;
  }
}
