/**
 * What a public form says when something needs another look, in French: whole sentences that
 * tell the person what to do (the English module says where each is used).
 */

import { EXAMPLE_EMAIL } from "../form-errors";
import type * as en from "../form-errors";
import type { Translated } from "../locales";
import { MB, uploadLimits } from "../../lib/upload-limits";

/** A count as people read it: 5 000. */
const count = (n: number) => n.toLocaleString("fr-FR");

/** How each field is named inside a sentence ('Saisissez votre nom.'). */
export const fieldNames: Record<string, string> = {
  name: "votre nom",
  email: "votre adresse e-mail",
  phone: "votre numéro de téléphone",
  treatment: "le traitement",
  message: "votre message",
  discountCode: "votre code newsletter",
};
/** Any other field a form sends (Formspree keeps those too). */
const otherField = "le contenu de ce champ";

const fieldName = (field: string) => fieldNames[field] ?? otherField;
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const fieldErrorWords: Translated<typeof en.fieldErrorWords> = {
  missing: (field: string) =>
    fieldNames[field] ? `Veuillez indiquer ${fieldNames[field]}.` : "Veuillez remplir ce champ.",
  email: `Saisissez une adresse e-mail du type ${EXAMPLE_EMAIL}.`,
  phone: `Saisissez un numéro de téléphone avec l’indicatif du pays, par exemple +33 6 39 98 12 34.`,
  choice: "Choisissez un traitement dans la liste, ou laissez le champ vide.",
  tooLong: (field: string, max: number) =>
    `${capitalise(fieldName(field))} ne doit pas dépasser ${count(max)}\u00a0caractères.`,
  oneLine: (field: string) => `Écrivez ${fieldName(field)} sur une seule ligne.`,
  unstorable: (field: string) =>
    `Saisissez à nouveau ${fieldName(field)}\u00a0: la saisie contient des caractères que nous ne pouvons pas enregistrer.`,
  notText: (field: string) => `Saisissez ${fieldName(field)} sous forme de texte.`,
};

const megapixels = (pixels: number) => Math.ceil(pixels / 1_000_000);

/** The quote form's attachments (app/lib/upload-rules.ts has the limits). */
export const uploadMessages: Translated<typeof en.uploadMessages> = {
  FILES_TOO_BIG: `Les fichiers joints sont trop volumineux\u00a0: chaque fichier peut faire jusqu’à ${uploadLimits.maxFileBytes / MB}\u00a0Mo, et ${uploadLimits.maxTotalBytes / MB}\u00a0Mo au total. Envoyez moins de fichiers ou des fichiers plus légers, ou envoyez-nous le reste par e-mail.`,
  TOO_MANY_FILES: `Trop de fichiers ont été joints\u00a0: choisissez-en ${uploadLimits.maxFiles} au maximum.`,
  wrongType: (name: string) =>
    `«\u00a0${name}\u00a0» n’est pas un fichier JPEG, PNG, HEIC ou PDF. Veuillez joindre vos radiographies et photos dans l’un de ces formats.`,
  unreadable: (name: string) =>
    `«\u00a0${name}\u00a0» n’a pas pu être ouvert comme image. Veuillez essayer avec une autre copie du fichier.`,
  tooManyPixels: (name: string, pixels: number) =>
    `«\u00a0${name}\u00a0» est une image trop grande (${megapixels(pixels)}\u00a0mégapixels\u00a0; nous pouvons ouvrir jusqu’à ${megapixels(uploadLimits.maxPixels)}\u00a0mégapixels). Veuillez en envoyer une version plus petite, par exemple une capture d’écran.`,
  tooSlow: (name: string) =>
    `L’ouverture de «\u00a0${name}\u00a0» a pris trop de temps. Veuillez en envoyer une version plus petite, par exemple une capture d’écran.`,
  FILES_RECENTLY:
    "Votre connexion nous a envoyé plus de fichiers au cours de la dernière heure que nous ne pouvons en accepter. Veuillez réessayer plus tard, ou nous envoyer les fichiers par e-mail.",
  PIXELS_RECENTLY:
    "Votre connexion nous a envoyé plus d’images au cours de la dernière heure que nous ne pouvons en ouvrir. Veuillez réessayer plus tard, ou nous envoyer les images par e-mail.",
  PICTURES_BUSY:
    "Nous ouvrons beaucoup d’images en ce moment, votre demande n’a donc pas été envoyée. Veuillez la renvoyer dans une minute, ou nous envoyer les images par e-mail.",
};

const callOrEmail = "Veuillez plutôt nous appeler ou nous écrire par e-mail.";

/** The form-level answers a Formspree-style endpoint may give, said as what to do next. */
export const formErrorWords: Record<string, string> = {
  BLOCKED: `Cet envoi a été bloqué. ${callOrEmail}`,
  EMPTY: "Le formulaire était vide. Veuillez indiquer vos coordonnées.",
  FILES_TOO_BIG: uploadMessages.FILES_TOO_BIG,
  FORM_NOT_FOUND: `Ce formulaire est introuvable. ${callOrEmail}`,
  INACTIVE: `Ce formulaire n’accepte pas de messages pour le moment. ${callOrEmail}`,
  NO_FILE_UPLOADS: "Ce formulaire n’accepte pas de fichiers. Veuillez l’envoyer sans fichiers.",
  PROJECT_NOT_FOUND: `Ce formulaire est introuvable. ${callOrEmail}`,
  TOO_MANY_FILES: uploadMessages.TOO_MANY_FILES,
  TOO_MANY_REQUESTS:
    "Trop de messages ont été envoyés depuis votre connexion. Veuillez réessayer dans quelques minutes.",
};

export const formProblemWords: Translated<typeof en.formProblemWords> = {
  unexpected:
    "Un problème est survenu lors de l’envoi du formulaire. Veuillez réessayer, ou nous appeler ou nous écrire par e-mail.",
  unreachable:
    "Nous n’avons pas pu joindre le serveur. Vérifiez votre connexion et réessayez, ou appelez-nous.",
};

/** The page a browser without JavaScript sees when a form post has a problem. */
export const formErrorPage: Translated<typeof en.formErrorPage> = {
  title: "Veuillez vérifier le formulaire",
  fieldsIntro: "Certaines informations sont à revoir\u00a0:",
  back: "Revenir au formulaire",
  or: "ou",
  home: "retourner à la page d’accueil",
};

/** The newsletter sign-up's email field (the popup and the pages that sign up again). */
export const newsletterErrorWords: Translated<typeof en.newsletterErrorWords> = {
  missing: "Saisissez votre adresse e-mail.",
  email: fieldErrorWords.email,
  tooLong: "Votre adresse e-mail ne doit pas dépasser 254\u00a0caractères.",
  oneLine: "Écrivez votre adresse e-mail sur une seule ligne.",
  unstorable:
    "Saisissez à nouveau votre adresse e-mail\u00a0: elle contient des caractères que nous ne pouvons pas enregistrer.",
  tryAgain: "Veuillez réessayer.",
  failed: "Nous n’avons pas pu vous inscrire pour le moment.",
};

/** What a request's body can be refused for while it is read. */
export const formBodyWords: Translated<typeof en.formBodyWords> = {
  fieldTooLong: "Un champ du formulaire est trop long.",
  fileOutsideAttachments: "Les fichiers ne peuvent être joints que dans le champ des pièces jointes.",
  tooManyParts: "Le formulaire comporte trop de parties.",
  tooManyFields: "Le formulaire comporte trop de champs.",
  malformed: "Les données du formulaire n’ont pas pu être lues.",
  interrupted: "L’envoi a été interrompu. Veuillez réessayer.",
  notJson: "Le corps de la requête n’est pas un JSON valide.",
  noFiles: "Ce formulaire n’accepte pas de fichiers.",
  invalid: "La requête n’est pas valide.",
};

/** The one-line summary a Formspree-style answer leads with (its `error`). */
export const formErrorSummaries: Translated<typeof en.formErrorSummaries> = {
  FORM_NOT_FOUND: "Formulaire introuvable",
  INACTIVE: "Formulaire inactif",
  EMPTY: "Formulaire vide",
  INVALID: "Erreurs de saisie",
  FILES: "Veuillez vérifier les fichiers joints",
};
