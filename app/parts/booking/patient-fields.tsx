import { TextChannelRadios } from "~/components/booking/text-channel-radios";
import { patientDetailsIn } from "~/content/in/booking-patient";
import { textChoiceIn } from "~/content/in/reminder-texts";
import { useWords } from "~/lib/locale";
import { NAME_MAX } from "~/lib/patient-details";
import { bookingAttr, bookingContract as names } from "./contract";
import { BookingDiscountField } from "./discount-field";

const fieldClass =
  "mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2.5 text-ink aria-invalid:border-danger-700";

/**
 * The patient's name and phone, sent with the checkout (the script reads them, checks them as
 * the server will, and says what is wrong under the field, focused, before anything is sent).
 */
export function PatientFields() {
  const patientDetails = useWords(patientDetailsIn);
  const textChoice = useWords(textChoiceIn);
  return (
    <fieldset className="mt-6 space-y-4" {...bookingAttr(names.patient)}>
      <legend className="text-lg font-semibold text-brand-900">{patientDetails.legend}</legend>
      <div>
        <label htmlFor="booking-name" className="block font-semibold">
          {patientDetails.nameLabel}
        </label>
        <input
          id="booking-name"
          name="name"
          autoComplete="name"
          required
          maxLength={NAME_MAX}
          aria-describedby="booking-name-error"
          className={fieldClass}
          {...bookingAttr(names.field, "name")}
        />
        <p
          id="booking-name-error"
          className="mt-1 text-sm text-danger-700"
          {...bookingAttr(names.error, "name")}
        ></p>
      </div>
      <div>
        <label htmlFor="booking-phone" className="block font-semibold">
          {patientDetails.phoneLabel}
        </label>
        <p id="booking-phone-hint" className="text-sm text-muted">
          {patientDetails.phoneHint}
        </p>
        <input
          id="booking-phone"
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          maxLength={40}
          aria-describedby="booking-phone-hint booking-phone-error"
          className={fieldClass}
          {...bookingAttr(names.field, "phone")}
        />
        <p
          id="booking-phone-error"
          className="mt-1 text-sm text-danger-700"
          {...bookingAttr(names.error, "phone")}
        ></p>
      </div>
      <fieldset aria-describedby="booking-reminders-hint">
        <legend className="font-semibold">{textChoice.legend}</legend>
        <p id="booking-reminders-hint" className="text-sm text-muted">
          {textChoice.hint}
        </p>
        <TextChannelRadios
          name="reminders"
          labels={textChoice.labels}
          inputAttributes={bookingAttr(names.field, "reminders")}
        />
      </fieldset>
      <BookingDiscountField className={fieldClass} />
    </fieldset>
  );
}
