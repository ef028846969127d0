import type * as en from "../http-errors";
import type { Translated } from "../locales";
import { site } from "../site";

/** Les réponses simples que donne le serveur avant une page, ou à sa place. */
export const httpErrorWords: Translated<typeof en.httpErrorWords> = {
  crossSite: "Les requêtes provenant d'autres sites ne sont pas acceptées.",
  unsupportedType: (types: readonly string[]) => `Envoyez la requête au format ${types.join(" ou ")}.`,
  tooManyRequests:
    "Trop de requêtes depuis votre connexion. Veuillez patienter quelques minutes, puis réessayer.",
  tooSlow: "La requête a mis trop de temps à arriver. Veuillez réessayer.",
  tooLarge: (kB: number) => `La requête est trop volumineuse (${kB}\u00a0ko au maximum).`,
  methodNotAllowed: "Méthode non autorisée",
  movedTo: (location: string) => `Déplacé vers ${location}`,
  invalidAddress: "Cette adresse n'est pas valide.",
  starting: "Le site est en cours de démarrage. Veuillez réessayer dans quelques secondes.",
  serverError: "Une erreur s'est produite de notre côté. Veuillez réessayer.",
  endpointError: `Une erreur s'est produite de notre côté. Veuillez réessayer, ou appelez-nous au ${site.phone.display}.`,
  staffTokenRequired: "Un jeton d'accès valide du personnel est requis",
};
