import type { ComponentProps, ReactNode } from "react";
import { localeInfo, locales } from "~/content/locales";
import { inputClass, labelClass } from "./staff-ui";

/** One choice of a select: its value and its words (with no value, its words are its value). */
export interface FieldOption {
  value?: string;
  label: string;
}

/** Every language the site speaks, by its English name (the back office is in English). */
export const languageOptions: readonly FieldOption[] = locales.map((locale) => ({
  value: locale,
  label: localeInfo[locale].englishName,
}));

/** The control's own attributes: Field gives it its id, its class and what describes it. */
type ControlAttributes<T extends "input" | "select" | "textarea"> = Omit<
  ComponentProps<T>,
  "id" | "className" | "aria-describedby" | "children"
>;

export type FieldProps = {
  /** The control's id, which the label points to. */
  id: string;
  label: ReactNode;
  /** Words under the control, which describe it (aria-describedby). */
  hint?: ReactNode;
  /** The hint's id when it is not `${id}-hint`. */
  hintId?: string;
  /** The hint sits right under the control, with no gap (the consultation-day forms). */
  flushHint?: boolean;
  /** No wrapping div: the label and the control sit in the caller's own layout. */
  bare?: boolean;
  /** Classes for the wrapping div (its width in a row of fields). */
  wrapperClassName?: string;
  /** What is wrong with the value, shown beside it (the control is marked invalid and described by it). */
  error?: string;
} & (
  | ({ as?: "input" } & ControlAttributes<"input">)
  | ({ as: "select"; options: readonly FieldOption[] } & ControlAttributes<"select">)
  | ({ as: "textarea" } & ControlAttributes<"textarea">)
);

/**
 * A back-office form field: its label, one control (an input unless `as` says select or
 * textarea) with the back office's classes, and a hint the control is described by, so a field
 * cannot be left unlabelled nor its hint untied. Every word comes from the caller.
 */
export function Field({
  id,
  label,
  hint,
  hintId = `${id}-hint`,
  flushHint = false,
  bare = false,
  wrapperClassName,
  error,
  as = "input",
  ...attributes
}: FieldProps) {
  // One element type for the three (FieldProps checked the attributes against `as`); a select's
  // options become its children.
  const Control = as as "input";
  const { options, ...control } = attributes as ControlAttributes<"input"> & {
    options?: readonly FieldOption[];
  };
  const parts = (
    <>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {error ? (
        <p id={`${id}-error`} className="mb-1 text-sm font-semibold text-danger-700">
          {error}
        </p>
      ) : null}
      <Control
        id={id}
        {...control}
        aria-describedby={
          [error ? `${id}-error` : "", hint ? hintId : ""].filter(Boolean).join(" ") || undefined
        }
        aria-invalid={error ? true : undefined}
        className={inputClass}
      >
        {options?.map((option) => (
          <option key={option.value ?? option.label} value={option.value}>
            {option.label}
          </option>
        ))}
      </Control>
      {hint ? (
        <p id={hintId} className={flushHint ? "text-sm text-muted" : "mt-1 text-sm text-muted"}>
          {hint}
        </p>
      ) : null}
    </>
  );
  return bare ? parts : <div className={wrapperClassName}>{parts}</div>;
}
