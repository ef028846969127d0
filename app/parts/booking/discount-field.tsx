import { discountCopyIn } from "~/content/in/discount";
import { useWords } from "~/lib/locale";
import { CHECKOUT_DISCOUNT_FIELD, DISCOUNT_CODE_MAX } from "~/lib/discount-fields";
import { bookingAttr, bookingContract as names } from "./contract";

/**
 * The consultation day's newsletter code field, beside the patient's name and phone: optional,
 * sent with the checkout by the booking's script (script.ts), which says the
 * server's refusal (unknown, used) under it. Its hint says the €50 fee itself is not reduced.
 */
export function BookingDiscountField({ className }: { className: string }) {
  const discountCopy = useWords(discountCopyIn);
  return (
    <div>
      <label htmlFor="booking-discount-code" className="block font-semibold">
        {discountCopy.label}
      </label>
      <p id="booking-discount-code-hint" className="text-sm text-muted">
        {discountCopy.bookingHint}
      </p>
      <input
        id="booking-discount-code"
        name={CHECKOUT_DISCOUNT_FIELD}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={DISCOUNT_CODE_MAX}
        aria-describedby="booking-discount-code-hint booking-discount-code-error"
        className={`${className} sm:max-w-xs`}
        {...bookingAttr(names.field, CHECKOUT_DISCOUNT_FIELD)}
      />
      <p
        id="booking-discount-code-error"
        className="mt-1 text-sm text-danger-700"
        {...bookingAttr(names.error, CHECKOUT_DISCOUNT_FIELD)}
      ></p>
    </div>
  );
}
