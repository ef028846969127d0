import { CircleCheck } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Link, useRouteLoaderData } from "react-router";
import { treatmentOptions } from "~/content/contact";
import type { Locale } from "~/content/locales";
import { contactCopyIn, contactSectionIn, treatmentOptionsIn } from "~/content/in/contact";
import { discountFieldIn } from "~/content/in/discount-field";
import { fieldErrorWordsIn, fieldNamesIn, formErrorWordsIn, formProblemWordsIn, uploadMessagesIn } from "~/content/in/form-errors";
import { ContactHeader } from "~/components/home/contact-header";
import { contactFields } from "~/lib/contact-fields";
import { fieldErrorText } from "~/lib/field-errors";
import type { FieldErrorWords } from "~/lib/field-errors";
import { LANGUAGE_FIELD, type FormErrorItem } from "~/lib/formspree";
import { useLocale, useLocalePath, useWords } from "~/lib/locale";
import { DISCOUNT_CODE_MAX, DISCOUNT_FIELD } from "~/lib/discount-fields";
import { formKey, IDEMPOTENCY_FIELD, PRERENDER_FORM_KEY } from "~/lib/form-key";
import { revealThanks } from "~/lib/scroll";
import { UPLOAD_FIELD, uploadAccept } from "~/lib/upload-rules";
import { contactFormAttrs, type ContactFormWords } from "./contract";
import { sendContactForm, type FieldErrors } from "./send";

type Status = "idle" | "submitting" | "succeeded" | "errored";

/** A field's name, checked against the one list of the form's fields (~/lib/contact-fields). */
const field = (name: (typeof contactFields)[number]) => name;

interface Props {
  /** Form id the endpoint knows (configuration: contact). */
  formId?: string;
  /** Heading and intro beside the form (default: the home page's); the whole block is replaced by the thank-you panel. */
  header?: ReactNode;
  /** id of the section, the anchor buttons scroll to. */
  id?: string;
  /** Offer a file field for X-rays and photos (the quote form only; its endpoint takes files). */
  attachments?: boolean;
  /** Offer the newsletter code's field (the quote form; services/newsletter/discounts.server.ts checks it). */
  discountCode?: boolean;
}

const inputClass =
  "block w-full rounded-xl border border-line bg-white px-4 py-3 text-base text-ink placeholder:text-muted/70 aria-[invalid=true]:border-danger-700";

/**
 * The contact form (home, quote and treatment pages). It posts to FORM_ENDPOINT (our own
 * Formspree-compatible endpoint by default) as JSON; without JavaScript it is a plain form post.
 */
export function ContactSection({
  formId = "contact",
  header = <DefaultContactHeader />,
  id = "contact",
  attachments = false,
  discountCode = false,
}: Props) {
  const locale = useLocale();
  const contactCopy = useWords(contactCopyIn);
  const treatmentNames = useWords(treatmentOptionsIn);
  const discountField = useWords(discountFieldIn);
  const fieldWords = useWords(fieldErrorWordsIn);
  const to = useLocalePath();
  // A page not in English: its words for the page script and the sending path, and its language for the endpoint.
  const words = locale === "en" ? undefined : contactFormWords(locale);
  const root = useRouteLoaderData("root") as { formEndpoint?: string } | undefined;
  const endpoint = root?.formEndpoint ?? "";
  const [status, setStatus] = useState<Status>("idle");
  const [fieldErrors, setFieldErrors] = useState<Record<string, FormErrorItem[]>>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [enhanced, setEnhanced] = useState(false);
  const [sendingFiles, setSendingFiles] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const thanksHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (status === "succeeded" && thanksHeading.current) revealThanks(thanksHeading.current);
  }, [status]);
  // The key is kept here too: a re-render writes the hidden field's default value back into it
  // (on a hidden input the value is its default), and a resend would then make a new key.
  const key = useRef<string>(undefined);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    key.current ??= formKey(form);
    const outcome = await sendContactForm(form, {
      endpoint,
      formId,
      key: key.current,
      validate: (values) => checkWithSchema(values, fieldWords),
      words,
      onSending(withFiles) {
        setSendingFiles(withFiles);
        setStatus("submitting");
      },
    });
    if (outcome.kind === "success") {
      setStatus("succeeded");
      return;
    }
    setFieldErrors(outcome.fieldErrors);
    setFormErrors(outcome.formErrors);
    setStatus("errored");
  }

  if (status === "succeeded") {
    return (
      <section id={id} className="section container-page" aria-live="polite">
        <div role="status" className="card mx-auto max-w-2xl p-10 text-center">
          <CircleCheck aria-hidden="true" className="mx-auto size-14 text-success-700" strokeWidth={1.5} />
          <h2 ref={thanksHeading} tabIndex={-1} className="mt-4 text-3xl font-semibold focus:outline-none">
            {contactCopy.thanksTitle}
          </h2>
          <p className="mt-3 text-muted">{contactCopy.thanksText}</p>
        </div>
      </section>
    );
  }

  const errorFor = (field: (typeof contactFields)[number]) => {
    const errors = fieldErrors[field];
    return errors?.length ? fieldErrorText(errors, fieldWords) : undefined;
  };

  return (
    <section id={id} className="section container-page" aria-labelledby={`${id}-title`}>
      <div className="grid gap-10 lg:grid-cols-[1fr_1.3fr]">
        <div>{header}</div>
        <form
          method="post"
          action={`${endpoint}/f/${formId}`}
          encType={attachments ? "multipart/form-data" : undefined}
          noValidate={enhanced}
          onSubmit={onSubmit}
          // The hook the static pages' script sends the form by (./script.ts).
          {...contactFormAttrs(formId, words)}
          className="card space-y-5 p-6 md:p-8"
          aria-describedby={`${id}-consent`}
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <Field id={`${id}-name`} label={contactCopy.labels.name} error={errorFor("name")}>
              {(props) => (
                <input
                  {...props}
                  name={field("name")}
                  type="text"
                  autoComplete="name"
                  required
                  className={inputClass}
                />
              )}
            </Field>
            <Field id={`${id}-email`} label={contactCopy.labels.email} error={errorFor("email")}>
              {(props) => (
                <input
                  {...props}
                  name={field("email")}
                  type="email"
                  autoComplete="email"
                  required
                  className={inputClass}
                />
              )}
            </Field>
            <Field id={`${id}-phone`} label={contactCopy.labels.phone} error={errorFor("phone")}>
              {(props) => (
                <input
                  {...props}
                  name={field("phone")}
                  type="tel"
                  autoComplete="tel"
                  className={inputClass}
                />
              )}
            </Field>
            <Field id={`${id}-treatment`} label={contactCopy.labels.treatment} error={errorFor("treatment")}>
              {(props) => (
                <select {...props} name={field("treatment")} defaultValue="" className={inputClass}>
                  <option value="">{contactCopy.selectPlaceholder}</option>
                  {/* The value is the English option, whatever the page's language (stored, and checked). */}
                  {treatmentOptions.map((option, index) => (
                    <option key={option} value={option}>
                      {treatmentNames[index] ?? option}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
          <Field
            id={`${id}-message`}
            label={contactCopy.labels.message}
            error={errorFor("message")}
            hint={contactCopy.messageHint}
          >
            {(props) => <textarea {...props} name={field("message")} rows={4} className={inputClass} />}
          </Field>
          {attachments ? (
            <Field
              id={`${id}-attachments`}
              label={contactCopy.attachments.label}
              hint={contactCopy.attachments.hint}
              error={
                fieldErrors[UPLOAD_FIELD] ? fieldErrorText(fieldErrors[UPLOAD_FIELD], fieldWords) : undefined
              }
            >
              {(props) => (
                <input
                  {...props}
                  name={UPLOAD_FIELD}
                  type="file"
                  multiple
                  accept={uploadAccept}
                  className="block w-full rounded-xl border border-dashed border-line bg-white px-3 py-3 text-base text-ink file:mr-4 file:cursor-pointer file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800"
                />
              )}
            </Field>
          ) : null}
          {discountCode ? (
            <Field
              id={`${id}-discount-code`}
              label={discountField.label}
              hint={discountField.quoteHint}
              // Its messages are whole sentences, said as they are.
              error={fieldErrors[DISCOUNT_FIELD]?.map((e) => e.message).join(" ")}
            >
              {(props) => (
                <input
                  {...props}
                  name={DISCOUNT_FIELD}
                  type="text"
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  maxLength={DISCOUNT_CODE_MAX}
                  className={`${inputClass} sm:max-w-xs`}
                />
              )}
            </Field>
          ) : null}
          <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
            <label htmlFor={`${id}-gotcha`}>{contactCopy.gotcha}</label>
            <input id={`${id}-gotcha`} name="_gotcha" type="text" tabIndex={-1} autoComplete="off" />
          </div>
          {/* One key per filled-in form, so a double click or a resend is one lead: made in the
              browser when the form is first sent, and kept in the form for any resend. */}
          <input
            type="hidden"
            name={IDEMPOTENCY_FIELD}
            defaultValue={PRERENDER_FORM_KEY}
            suppressHydrationWarning
          />
          {words ? <input type="hidden" name={LANGUAGE_FIELD} defaultValue={locale} /> : null}
          <button type="submit" className="btn-primary w-full sm:w-auto" disabled={status === "submitting"}>
            {status === "submitting"
              ? sendingFiles
                ? contactCopy.attachments.sendingWithFiles
                : contactCopy.sending
              : contactCopy.submit}
          </button>
          {formErrors.length > 0 ? (
            <div role="alert" className="rounded-xl bg-danger-50 p-4 text-[0.95rem] text-danger-700">
              {formErrors.map((message) => (
                <p key={message}>{message}</p>
              ))}
            </div>
          ) : null}
          <p id={`${id}-consent`} className="text-sm text-muted">
            {contactCopy.consent}{" "}
            <Link to={to("/privacy")} className="link">
              {contactCopy.consentLink}
            </Link>
            .
          </p>
        </form>
      </div>
    </section>
  );
}

/** The words the page script and the sending path say on a page in this language (./contract.ts). */
function contactFormWords(locale: Locale): ContactFormWords {
  const fieldWords = fieldErrorWordsIn[locale];
  const copy = contactCopyIn[locale];
  const uploads = uploadMessagesIn[locale];
  return {
    missing: Object.fromEntries(
      [...Object.keys(fieldNamesIn[locale]), ""].map((field) => [field, fieldWords.missing(field)]),
    ),
    email: fieldWords.email,
    forms: formErrorWordsIn[locale],
    problems: formProblemWordsIn[locale],
    files: { FILES_TOO_BIG: uploads.FILES_TOO_BIG, TOO_MANY_FILES: uploads.TOO_MANY_FILES },
    thanksTitle: copy.thanksTitle,
    thanksText: copy.thanksText,
    sending: copy.sending,
    sendingWithFiles: copy.attachments.sendingWithFiles,
  };
}

/** The whole schema's checks, with Zod fetched on the first send rather than with the page. */
async function checkWithSchema(
  values: Record<string, string>,
  words: FieldErrorWords,
): Promise<FieldErrors | undefined> {
  const { validateContact } = await import("~/lib/schemas/contact");
  const checked = validateContact(values, words);
  if (checked.ok) return undefined;
  const grouped: FieldErrors = {};
  for (const error of checked.errors) if (error.field) (grouped[error.field] ??= []).push(error);
  return grouped;
}

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: (props: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}

function Field({ id, label, error, hint, children }: FieldProps) {
  const describedBy =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-[0.95rem] font-semibold text-ink">
        {label}
      </label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The home page's contact heading, used wherever a page has no words of its own for it. */
function DefaultContactHeader() {
  const contactSection = useWords(contactSectionIn);
  return (
    <ContactHeader
      id="contact-title"
      eyebrow={contactSection.eyebrow}
      title={contactSection.title}
      intro={contactSection.intro}
    />
  );
}
