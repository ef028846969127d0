import { site } from "./site";

/**
 * The plain answers the server gives before, or instead of, a page: a refused request (another
 * site, a wrong body type, too many requests, too large or too slow a body, a wrong method), an
 * address that is not canonical, and the last word when something fails.
 */
export const httpErrorWords = {
  crossSite: "Requests from other sites are not accepted.",
  /** The body types an endpoint takes, named: 'application/json or multipart/form-data'. */
  unsupportedType: (types: readonly string[]) => `Send the request as ${types.join(" or ")}.`,
  tooManyRequests: "Too many requests from your connection. Please wait a few minutes and try again.",
  tooSlow: "The request took too long to arrive. Please try again.",
  tooLarge: (kB: number) => `The request is too large (at most ${kB} kB).`,
  methodNotAllowed: "Method Not Allowed",
  movedTo: (location: string) => `Moved to ${location}`,
  invalidAddress: "This address is not valid.",
  /** The server has just started and is not ready for this request yet (503, Retry-After). */
  starting: "The site is starting up. Please try again in a few seconds.",
  /** The last word of the server when a request fails (plain text). */
  serverError: "Something went wrong on our side. Please try again.",
  /** The same from an endpoint, which can point to the phone. */
  endpointError: `Something went wrong on our side. Please try again, or call us on ${site.phone.display}.`,
  /** The staff API (`npm run leads`, `npm run backup`) without its token. */
  staffTokenRequired: "A valid staff token is required",
} as const;
