/**
 * `fetch`, given up after `ms`: the answer and its body both, since headers can come and the
 * body stall. It then rejects as any network failure does. Nothing the browser sends may leave
 * a page busy for good (the booking buttons, the contact form's 'Sending...').
 */
export async function fetchWithin(ms: number, url: string, init: RequestInit = {}): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    const body = await response.arrayBuffer();
    return new Response(body, { status: response.status, headers: response.headers });
  } finally {
    clearTimeout(timer);
  }
}
