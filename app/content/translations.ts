/**
 * Every content module in every language, one map each (docs/decisions/0023-languages.md):
 * `homeIn.de` is the German home page. English modules never import their translations, so a
 * translation may use values the English module computes. Each map is a plain object, so a
 * bundle keeps only the maps its page uses. The types make every language complete; the test
 * beside this file makes every key, list item and identifier match English.
 */
import type { InLocales, Translated } from "./locales";
import type { Treatment, TreatmentSlug } from "./types";
import * as en_booking_api from "./booking-api";
import * as de_booking_api from "./de/booking-api";
import * as fr_booking_api from "./fr/booking-api";
import * as en_booking_emails from "./booking-emails";
import * as de_booking_emails from "./de/booking-emails";
import * as fr_booking_emails from "./fr/booking-emails";
import * as en_booking_patient from "./booking-patient";
import * as de_booking_patient from "./de/booking-patient";
import * as fr_booking_patient from "./fr/booking-patient";
import * as en_clinic from "./clinic";
import * as de_clinic from "./de/clinic";
import * as fr_clinic from "./fr/clinic";
import * as en_consultation_day from "./consultation-day";
import * as de_consultation_day from "./de/consultation-day";
import * as fr_consultation_day from "./fr/consultation-day";
import * as en_consultation_success from "./consultation-success";
import * as de_consultation_success from "./de/consultation-success";
import * as fr_consultation_success from "./fr/consultation-success";
import * as en_contact from "./contact";
import * as de_contact from "./de/contact";
import * as fr_contact from "./fr/contact";
import * as en_dates from "./dates";
import * as de_dates from "./de/dates";
import * as fr_dates from "./fr/dates";
import * as en_dentist_page from "./dentist-page";
import * as de_dentist_page from "./de/dentist-page";
import * as fr_dentist_page from "./fr/dentist-page";
import en_dentists_clinical_director from "./dentists/clinical-director";
import de_dentists_clinical_director from "./de/dentists/clinical-director";
import fr_dentists_clinical_director from "./fr/dentists/clinical-director";
import en_dentists_cosmetic_dentist from "./dentists/cosmetic-dentist";
import de_dentists_cosmetic_dentist from "./de/dentists/cosmetic-dentist";
import fr_dentists_cosmetic_dentist from "./fr/dentists/cosmetic-dentist";
import en_dentists_cosmetic_dentist_veneers from "./dentists/cosmetic-dentist-veneers";
import de_dentists_cosmetic_dentist_veneers from "./de/dentists/cosmetic-dentist-veneers";
import fr_dentists_cosmetic_dentist_veneers from "./fr/dentists/cosmetic-dentist-veneers";
import en_dentists_endodontist from "./dentists/endodontist";
import de_dentists_endodontist from "./de/dentists/endodontist";
import fr_dentists_endodontist from "./fr/dentists/endodontist";
import en_dentists_general_dentist from "./dentists/general-dentist";
import de_dentists_general_dentist from "./de/dentists/general-dentist";
import fr_dentists_general_dentist from "./fr/dentists/general-dentist";
import en_dentists_lead_implant_surgeon from "./dentists/lead-implant-surgeon";
import de_dentists_lead_implant_surgeon from "./de/dentists/lead-implant-surgeon";
import fr_dentists_lead_implant_surgeon from "./fr/dentists/lead-implant-surgeon";
import en_dentists_oral_surgeon from "./dentists/oral-surgeon";
import de_dentists_oral_surgeon from "./de/dentists/oral-surgeon";
import fr_dentists_oral_surgeon from "./fr/dentists/oral-surgeon";
import en_dentists_restorative_dentist from "./dentists/restorative-dentist";
import de_dentists_restorative_dentist from "./de/dentists/restorative-dentist";
import fr_dentists_restorative_dentist from "./fr/dentists/restorative-dentist";
import * as en_desk_emails from "./desk-emails";
import * as de_desk_emails from "./de/desk-emails";
import * as fr_desk_emails from "./fr/desk-emails";
import * as en_discount from "./discount";
import * as de_discount from "./de/discount";
import * as fr_discount from "./fr/discount";
import * as en_discount_field from "./discount-field";
import * as de_discount_field from "./de/discount-field";
import * as fr_discount_field from "./fr/discount-field";
import * as en_en from "./en";
import * as de_en from "./de/en";
import * as fr_en from "./fr/en";
import * as en_event from "./event";
import * as de_event from "./de/event";
import * as fr_event from "./fr/event";
import * as en_event_booking from "./event-booking";
import * as de_event_booking from "./de/event-booking";
import * as fr_event_booking from "./fr/event-booking";
import * as en_form_errors from "./form-errors";
import * as de_form_errors from "./de/form-errors";
import * as fr_form_errors from "./fr/form-errors";
import * as en_forms from "./forms";
import * as de_forms from "./de/forms";
import * as fr_forms from "./fr/forms";
import * as en_gallery from "./gallery";
import * as de_gallery from "./de/gallery";
import * as fr_gallery from "./fr/gallery";
import * as en_home from "./home";
import * as de_home from "./de/home";
import * as fr_home from "./fr/home";
import * as en_http_errors from "./http-errors";
import * as de_http_errors from "./de/http-errors";
import * as fr_http_errors from "./fr/http-errors";
import * as en_labels from "./labels";
import * as de_labels from "./de/labels";
import * as fr_labels from "./fr/labels";
import * as en_lead_emails from "./lead-emails";
import * as de_lead_emails from "./de/lead-emails";
import * as fr_lead_emails from "./fr/lead-emails";
import * as en_legal from "./legal";
import * as de_legal from "./de/legal";
import * as fr_legal from "./fr/legal";
import * as en_manage_booking from "./manage-booking";
import * as de_manage_booking from "./de/manage-booking";
import * as fr_manage_booking from "./fr/manage-booking";
import * as en_navigation from "./navigation";
import * as de_navigation from "./de/navigation";
import * as fr_navigation from "./fr/navigation";
import * as en_newsletter from "./newsletter";
import * as de_newsletter from "./de/newsletter";
import * as fr_newsletter from "./fr/newsletter";
import * as en_outage from "./outage";
import * as de_outage from "./de/outage";
import * as fr_outage from "./fr/outage";
import * as en_pages from "./pages";
import * as de_pages from "./de/pages";
import * as fr_pages from "./fr/pages";
import * as en_price_list from "./price-list";
import * as de_price_list from "./de/price-list";
import * as fr_price_list from "./fr/price-list";
import * as en_prices from "./prices";
import * as de_prices from "./de/prices";
import * as fr_prices from "./fr/prices";
import * as en_quote from "./quote";
import * as de_quote from "./de/quote";
import * as fr_quote from "./fr/quote";
import * as en_site from "./site";
import * as de_site from "./de/site";
import * as fr_site from "./fr/site";
import * as en_team from "./team";
import * as de_team from "./de/team";
import * as fr_team from "./fr/team";
import * as en_test_checkout from "./test-checkout";
import * as de_test_checkout from "./de/test-checkout";
import * as fr_test_checkout from "./fr/test-checkout";
import * as en_travel from "./travel";
import * as de_travel from "./de/travel";
import * as fr_travel from "./fr/travel";
import * as en_treatment_page from "./treatment-page";
import * as de_treatment_page from "./de/treatment-page";
import * as fr_treatment_page from "./fr/treatment-page";
import en_treatments_after_implantation from "./treatments/after-implantation";
import de_treatments_after_implantation from "./de/treatments/after-implantation";
import fr_treatments_after_implantation from "./fr/treatments/after-implantation";
import en_treatments_all_on_treatments from "./treatments/all-on-treatments";
import de_treatments_all_on_treatments from "./de/treatments/all-on-treatments";
import fr_treatments_all_on_treatments from "./fr/treatments/all-on-treatments";
import en_treatments_anesthetic_dentistry from "./treatments/anesthetic-dentistry";
import de_treatments_anesthetic_dentistry from "./de/treatments/anesthetic-dentistry";
import fr_treatments_anesthetic_dentistry from "./fr/treatments/anesthetic-dentistry";
import en_treatments_bone_grafting from "./treatments/bone-grafting";
import de_treatments_bone_grafting from "./de/treatments/bone-grafting";
import fr_treatments_bone_grafting from "./fr/treatments/bone-grafting";
import en_treatments_dental_bridges from "./treatments/dental-bridges";
import de_treatments_dental_bridges from "./de/treatments/dental-bridges";
import fr_treatments_dental_bridges from "./fr/treatments/dental-bridges";
import en_treatments_dental_crown from "./treatments/dental-crown";
import de_treatments_dental_crown from "./de/treatments/dental-crown";
import fr_treatments_dental_crown from "./fr/treatments/dental-crown";
import en_treatments_dental_filling from "./treatments/dental-filling";
import de_treatments_dental_filling from "./de/treatments/dental-filling";
import fr_treatments_dental_filling from "./fr/treatments/dental-filling";
import en_treatments_dental_implant from "./treatments/dental-implant";
import de_treatments_dental_implant from "./de/treatments/dental-implant";
import fr_treatments_dental_implant from "./fr/treatments/dental-implant";
import en_treatments_dental_inlays from "./treatments/dental-inlays";
import de_treatments_dental_inlays from "./de/treatments/dental-inlays";
import fr_treatments_dental_inlays from "./fr/treatments/dental-inlays";
import en_treatments_fixed_dentures from "./treatments/fixed-dentures";
import de_treatments_fixed_dentures from "./de/treatments/fixed-dentures";
import fr_treatments_fixed_dentures from "./fr/treatments/fixed-dentures";
import en_treatments_health_conditions from "./treatments/health-conditions";
import de_treatments_health_conditions from "./de/treatments/health-conditions";
import fr_treatments_health_conditions from "./fr/treatments/health-conditions";
import en_treatments_implantation_process from "./treatments/implantation-process";
import de_treatments_implantation_process from "./de/treatments/implantation-process";
import fr_treatments_implantation_process from "./fr/treatments/implantation-process";
import en_treatments_invisible_aligner from "./treatments/invisible-aligner";
import de_treatments_invisible_aligner from "./de/treatments/invisible-aligner";
import fr_treatments_invisible_aligner from "./fr/treatments/invisible-aligner";
import en_treatments_laser_root_treatment from "./treatments/laser-root-treatment";
import de_treatments_laser_root_treatment from "./de/treatments/laser-root-treatment";
import fr_treatments_laser_root_treatment from "./fr/treatments/laser-root-treatment";
import en_treatments_microscopic_root_treatment from "./treatments/microscopic-root-treatment";
import de_treatments_microscopic_root_treatment from "./de/treatments/microscopic-root-treatment";
import fr_treatments_microscopic_root_treatment from "./fr/treatments/microscopic-root-treatment";
import en_treatments_misconceptions from "./treatments/misconceptions";
import de_treatments_misconceptions from "./de/treatments/misconceptions";
import fr_treatments_misconceptions from "./fr/treatments/misconceptions";
import en_treatments_porcelain_veneers from "./treatments/porcelain-veneers";
import de_treatments_porcelain_veneers from "./de/treatments/porcelain-veneers";
import fr_treatments_porcelain_veneers from "./fr/treatments/porcelain-veneers";
import en_treatments_removable_dentures from "./treatments/removable-dentures";
import de_treatments_removable_dentures from "./de/treatments/removable-dentures";
import fr_treatments_removable_dentures from "./fr/treatments/removable-dentures";
import en_treatments_root_canal_details from "./treatments/root-canal-details";
import de_treatments_root_canal_details from "./de/treatments/root-canal-details";
import fr_treatments_root_canal_details from "./fr/treatments/root-canal-details";
import en_treatments_root_canal_treatment from "./treatments/root-canal-treatment";
import de_treatments_root_canal_treatment from "./de/treatments/root-canal-treatment";
import fr_treatments_root_canal_treatment from "./fr/treatments/root-canal-treatment";
import en_treatments_sinus_lift from "./treatments/sinus-lift";
import de_treatments_sinus_lift from "./de/treatments/sinus-lift";
import fr_treatments_sinus_lift from "./fr/treatments/sinus-lift";
import en_treatments_straumann_implant from "./treatments/straumann-implant";
import de_treatments_straumann_implant from "./de/treatments/straumann-implant";
import fr_treatments_straumann_implant from "./fr/treatments/straumann-implant";
import en_treatments_tartar_removal from "./treatments/tartar-removal";
import de_treatments_tartar_removal from "./de/treatments/tartar-removal";
import fr_treatments_tartar_removal from "./fr/treatments/tartar-removal";
import en_treatments_tooth_decay_prevention from "./treatments/tooth-decay-prevention";
import de_treatments_tooth_decay_prevention from "./de/treatments/tooth-decay-prevention";
import fr_treatments_tooth_decay_prevention from "./fr/treatments/tooth-decay-prevention";
import en_treatments_tooth_extraction from "./treatments/tooth-extraction";
import de_treatments_tooth_extraction from "./de/treatments/tooth-extraction";
import fr_treatments_tooth_extraction from "./fr/treatments/tooth-extraction";
import en_treatments_tooth_whitening from "./treatments/tooth-whitening";
import de_treatments_tooth_whitening from "./de/treatments/tooth-whitening";
import fr_treatments_tooth_whitening from "./fr/treatments/tooth-whitening";
import en_treatments_wisdom_tooth from "./treatments/wisdom-tooth";
import de_treatments_wisdom_tooth from "./de/treatments/wisdom-tooth";
import fr_treatments_wisdom_tooth from "./fr/treatments/wisdom-tooth";
import * as en_whatsapp from "./whatsapp";
import * as de_whatsapp from "./de/whatsapp";
import * as fr_whatsapp from "./fr/whatsapp";
import { languageWords as en_lw } from "./language-words";
import { languageWords as de_lw } from "./de/language-words";
import { languageWords as fr_lw } from "./fr/language-words";
import type { Dentist } from "./types";

export const languageWordsIn: InLocales<Translated<typeof en_lw>> = { en: en_lw, de: de_lw, fr: fr_lw };
export const bookingApiWordsIn: InLocales<typeof en_booking_api.bookingApiWords> = {
  en: en_booking_api.bookingApiWords,
  de: de_booking_api.bookingApiWords,
  fr: fr_booking_api.bookingApiWords,
};
export const confirmationEmailIn: InLocales<typeof en_booking_emails.confirmationEmail> = {
  en: en_booking_emails.confirmationEmail,
  de: de_booking_emails.confirmationEmail,
  fr: fr_booking_emails.confirmationEmail,
};
export const receiptEmailIn: InLocales<typeof en_booking_emails.receiptEmail> = {
  en: en_booking_emails.receiptEmail,
  de: de_booking_emails.receiptEmail,
  fr: fr_booking_emails.receiptEmail,
};
export const refundEmailIn: InLocales<typeof en_booking_emails.refundEmail> = {
  en: en_booking_emails.refundEmail,
  de: de_booking_emails.refundEmail,
  fr: fr_booking_emails.refundEmail,
};
export const changeEmailIn: InLocales<typeof en_booking_emails.changeEmail> = {
  en: en_booking_emails.changeEmail,
  de: de_booking_emails.changeEmail,
  fr: fr_booking_emails.changeEmail,
};
export const cancelEmailIn: InLocales<typeof en_booking_emails.cancelEmail> = {
  en: en_booking_emails.cancelEmail,
  de: de_booking_emails.cancelEmail,
  fr: fr_booking_emails.cancelEmail,
};
export const reminderEmailIn: InLocales<typeof en_booking_emails.reminderEmail> = {
  en: en_booking_emails.reminderEmail,
  de: de_booking_emails.reminderEmail,
  fr: fr_booking_emails.reminderEmail,
};
export const staffRefundEmailIn: InLocales<typeof en_booking_emails.staffRefundEmail> = {
  en: en_booking_emails.staffRefundEmail,
  de: de_booking_emails.staffRefundEmail,
  fr: fr_booking_emails.staffRefundEmail,
};
export const patientDetailsIn: InLocales<typeof en_booking_patient.patientDetails> = {
  en: en_booking_patient.patientDetails,
  de: de_booking_patient.patientDetails,
  fr: fr_booking_patient.patientDetails,
};
export const clinicPageIn: InLocales<Translated<typeof en_clinic.clinicPage>> = {
  en: en_clinic.clinicPage,
  de: de_clinic.clinicPage,
  fr: fr_clinic.clinicPage,
};
export const clinicLabelsIn: InLocales<Translated<typeof en_clinic.clinicLabels>> = {
  en: en_clinic.clinicLabels,
  de: de_clinic.clinicLabels,
  fr: fr_clinic.clinicLabels,
};
export const consultationDayIn: InLocales<Translated<typeof en_consultation_day.consultationDay>> = {
  en: en_consultation_day.consultationDay,
  de: de_consultation_day.consultationDay,
  fr: fr_consultation_day.consultationDay,
};
export const paymentPageIn: InLocales<Translated<typeof en_consultation_success.paymentPage>> = {
  en: en_consultation_success.paymentPage,
  de: de_consultation_success.paymentPage,
  fr: fr_consultation_success.paymentPage,
};
export const schedulerPageIn: InLocales<Translated<typeof en_consultation_success.schedulerPage>> = {
  en: en_consultation_success.schedulerPage,
  de: de_consultation_success.schedulerPage,
  fr: fr_consultation_success.schedulerPage,
};
export const treatmentOptionsIn: InLocales<Translated<typeof en_contact.treatmentOptions>> = {
  en: en_contact.treatmentOptions,
  de: de_contact.treatmentOptions,
  fr: fr_contact.treatmentOptions,
};
export const contactSectionIn: InLocales<typeof en_contact.contactSection> = {
  en: en_contact.contactSection,
  de: de_contact.contactSection,
  fr: fr_contact.contactSection,
};
export const quoteSectionIn: InLocales<typeof en_contact.quoteSection> = {
  en: en_contact.quoteSection,
  de: de_contact.quoteSection,
  fr: fr_contact.quoteSection,
};
export const contactCopyIn: InLocales<Translated<typeof en_contact.contactCopy>> = {
  en: en_contact.contactCopy,
  de: de_contact.contactCopy,
  fr: fr_contact.contactCopy,
};
export const thankYouPageIn: InLocales<Translated<typeof en_contact.thankYouPage>> = {
  en: en_contact.thankYouPage,
  de: de_contact.thankYouPage,
  fr: fr_contact.thankYouPage,
};
export const monthNamesIn: InLocales<Translated<typeof en_dates.monthNames>> = {
  en: en_dates.monthNames,
  de: de_dates.monthNames,
  fr: fr_dates.monthNames,
};
export const weekdayNamesIn: InLocales<Translated<typeof en_dates.weekdayNames>> = {
  en: en_dates.weekdayNames,
  de: de_dates.weekdayNames,
  fr: fr_dates.weekdayNames,
};
export const budapestTimeSuffixIn: InLocales<Translated<typeof en_dates.budapestTimeSuffix>> = {
  en: en_dates.budapestTimeSuffix,
  de: de_dates.budapestTimeSuffix,
  fr: fr_dates.budapestTimeSuffix,
};
export const openingHoursWordsIn: InLocales<typeof en_dates.openingHoursWords> = {
  en: en_dates.openingHoursWords,
  de: de_dates.openingHoursWords,
  fr: fr_dates.openingHoursWords,
};
export const writeEventDateIn: InLocales<typeof en_dates.writeEventDate> = {
  en: en_dates.writeEventDate,
  de: de_dates.writeEventDate,
  fr: fr_dates.writeEventDate,
};
export const dentistPageLabelsIn: InLocales<Translated<typeof en_dentist_page.dentistPageLabels>> = {
  en: en_dentist_page.dentistPageLabels,
  de: de_dentist_page.dentistPageLabels,
  fr: fr_dentist_page.dentistPageLabels,
};
export const deskBookingEmailIn: InLocales<Translated<typeof en_desk_emails.deskBookingEmail>> = {
  en: en_desk_emails.deskBookingEmail,
  de: de_desk_emails.deskBookingEmail,
  fr: fr_desk_emails.deskBookingEmail,
};
export const paymentLinkEmailIn: InLocales<Translated<typeof en_desk_emails.paymentLinkEmail>> = {
  en: en_desk_emails.paymentLinkEmail,
  de: de_desk_emails.paymentLinkEmail,
  fr: fr_desk_emails.paymentLinkEmail,
};
export const dayMovedEmailIn: InLocales<Translated<typeof en_desk_emails.dayMovedEmail>> = {
  en: en_desk_emails.dayMovedEmail,
  de: de_desk_emails.dayMovedEmail,
  fr: fr_desk_emails.dayMovedEmail,
};
export const deskCancelledEmailIn: InLocales<Translated<typeof en_desk_emails.deskCancelledEmail>> = {
  en: en_desk_emails.deskCancelledEmail,
  de: de_desk_emails.deskCancelledEmail,
  fr: fr_desk_emails.deskCancelledEmail,
};
export const dayConfirmationEmailIn: InLocales<Translated<typeof en_desk_emails.dayConfirmationEmail>> = {
  en: en_desk_emails.dayConfirmationEmail,
  de: de_desk_emails.dayConfirmationEmail,
  fr: fr_desk_emails.dayConfirmationEmail,
};
export const discountCopyIn: InLocales<typeof en_discount.discountCopy> = {
  en: en_discount.discountCopy,
  de: de_discount.discountCopy,
  fr: fr_discount.discountCopy,
};
export const discountHowToIn: InLocales<typeof en_discount.discountHowTo> = {
  en: en_discount.discountHowTo,
  de: de_discount.discountHowTo,
  fr: fr_discount.discountHowTo,
};
export const discountFieldIn: InLocales<typeof en_discount_field.discountField> = {
  en: en_discount_field.discountField,
  de: de_discount_field.discountField,
  fr: fr_discount_field.discountField,
};
export const stringsIn: InLocales<Translated<typeof en_en.strings>> = {
  en: en_en.strings,
  de: de_en.strings,
  fr: fr_en.strings,
};
export const consultationEventIn: InLocales<Translated<typeof en_event.consultationEvent>> = {
  en: en_event.consultationEvent,
  de: de_event.consultationEvent,
  fr: fr_event.consultationEvent,
};
export const bookingRefusalsIn: InLocales<Translated<typeof en_event.bookingRefusals>> = {
  en: en_event.bookingRefusals,
  de: de_event.bookingRefusals,
  fr: fr_event.bookingRefusals,
};
export const checkoutDescriptionIn: InLocales<typeof en_event.checkoutDescription> = {
  en: en_event.checkoutDescription,
  de: de_event.checkoutDescription,
  fr: fr_event.checkoutDescription,
};
export const eventPageLabelsIn: InLocales<Translated<typeof en_event.eventPageLabels>> = {
  en: en_event.eventPageLabels,
  de: de_event.eventPageLabels,
  fr: fr_event.eventPageLabels,
};
export const eventBookingWordsIn: InLocales<Translated<typeof en_event_booking.eventBookingWords>> = {
  en: en_event_booking.eventBookingWords,
  de: de_event_booking.eventBookingWords,
  fr: fr_event_booking.eventBookingWords,
};
export const fieldNamesIn: InLocales<typeof en_form_errors.fieldNames> = {
  en: en_form_errors.fieldNames,
  de: de_form_errors.fieldNames,
  fr: fr_form_errors.fieldNames,
};
export const fieldErrorWordsIn: InLocales<typeof en_form_errors.fieldErrorWords> = {
  en: en_form_errors.fieldErrorWords,
  de: de_form_errors.fieldErrorWords,
  fr: fr_form_errors.fieldErrorWords,
};
export const uploadMessagesIn: InLocales<Translated<typeof en_form_errors.uploadMessages>> = {
  en: en_form_errors.uploadMessages,
  de: de_form_errors.uploadMessages,
  fr: fr_form_errors.uploadMessages,
};
export const formErrorWordsIn: InLocales<typeof en_form_errors.formErrorWords> = {
  en: en_form_errors.formErrorWords,
  de: de_form_errors.formErrorWords,
  fr: fr_form_errors.formErrorWords,
};
export const formProblemWordsIn: InLocales<typeof en_form_errors.formProblemWords> = {
  en: en_form_errors.formProblemWords,
  de: de_form_errors.formProblemWords,
  fr: fr_form_errors.formProblemWords,
};
export const formErrorPageIn: InLocales<typeof en_form_errors.formErrorPage> = {
  en: en_form_errors.formErrorPage,
  de: de_form_errors.formErrorPage,
  fr: fr_form_errors.formErrorPage,
};
export const newsletterErrorWordsIn: InLocales<typeof en_form_errors.newsletterErrorWords> = {
  en: en_form_errors.newsletterErrorWords,
  de: de_form_errors.newsletterErrorWords,
  fr: fr_form_errors.newsletterErrorWords,
};
export const formBodyWordsIn: InLocales<typeof en_form_errors.formBodyWords> = {
  en: en_form_errors.formBodyWords,
  de: de_form_errors.formBodyWords,
  fr: fr_form_errors.formBodyWords,
};
export const formErrorSummariesIn: InLocales<typeof en_form_errors.formErrorSummaries> = {
  en: en_form_errors.formErrorSummaries,
  de: de_form_errors.formErrorSummaries,
  fr: fr_form_errors.formErrorSummaries,
};
export const formsIn: InLocales<typeof en_forms.forms> = {
  en: en_forms.forms,
  de: de_forms.forms,
  fr: fr_forms.forms,
};
export const galleryPageIn: InLocales<Translated<typeof en_gallery.galleryPage>> = {
  en: en_gallery.galleryPage,
  de: de_gallery.galleryPage,
  fr: fr_gallery.galleryPage,
};
export const homeIn: InLocales<Translated<typeof en_home.home>> = {
  en: en_home.home,
  de: de_home.home,
  fr: fr_home.home,
};
export const homeLabelsIn: InLocales<Translated<typeof en_home.homeLabels>> = {
  en: en_home.homeLabels,
  de: de_home.homeLabels,
  fr: fr_home.homeLabels,
};
export const httpErrorWordsIn: InLocales<Translated<typeof en_http_errors.httpErrorWords>> = {
  en: en_http_errors.httpErrorWords,
  de: de_http_errors.httpErrorWords,
  fr: fr_http_errors.httpErrorWords,
};
export const labelsIn: InLocales<Translated<typeof en_labels.labels>> = {
  en: en_labels.labels,
  de: de_labels.labels,
  fr: fr_labels.labels,
};
export const leadAckEmailIn: InLocales<typeof en_lead_emails.leadAckEmail> = {
  en: en_lead_emails.leadAckEmail,
  de: de_lead_emails.leadAckEmail,
  fr: fr_lead_emails.leadAckEmail,
};
export const privacyPolicyIn: InLocales<typeof en_legal.privacyPolicy> = {
  en: en_legal.privacyPolicy,
  de: de_legal.privacyPolicy,
  fr: fr_legal.privacyPolicy,
};
export const termsAndConditionsIn: InLocales<typeof en_legal.termsAndConditions> = {
  en: en_legal.termsAndConditions,
  de: de_legal.termsAndConditions,
  fr: fr_legal.termsAndConditions,
};
export const legalLabelsIn: InLocales<Translated<typeof en_legal.legalLabels>> = {
  en: en_legal.legalLabels,
  de: de_legal.legalLabels,
  fr: fr_legal.legalLabels,
};
export const manageBookingCopyIn: InLocales<Translated<typeof en_manage_booking.manageBookingCopy>> = {
  en: en_manage_booking.manageBookingCopy,
  de: de_manage_booking.manageBookingCopy,
  fr: fr_manage_booking.manageBookingCopy,
};
export const treatmentMenuIn: InLocales<typeof en_navigation.treatmentMenu> = {
  en: en_navigation.treatmentMenu,
  de: de_navigation.treatmentMenu,
  fr: fr_navigation.treatmentMenu,
};
export const layoutLabelsIn: InLocales<Translated<typeof en_navigation.layoutLabels>> = {
  en: en_navigation.layoutLabels,
  de: de_navigation.layoutLabels,
  fr: fr_navigation.layoutLabels,
};
export const newsletterEmailsIn: InLocales<typeof en_newsletter.newsletterEmails> = {
  en: en_newsletter.newsletterEmails,
  de: de_newsletter.newsletterEmails,
  fr: fr_newsletter.newsletterEmails,
};
export const newsletterPagesIn: InLocales<typeof en_newsletter.newsletterPages> = {
  en: en_newsletter.newsletterPages,
  de: de_newsletter.newsletterPages,
  fr: fr_newsletter.newsletterPages,
};
export const outageIn: InLocales<Translated<typeof en_outage.outage>> = {
  en: en_outage.outage,
  de: de_outage.outage,
  fr: fr_outage.outage,
};
export const pageTitlesIn: InLocales<Translated<typeof en_pages.pageTitles>> = {
  en: en_pages.pageTitles,
  de: de_pages.pageTitles,
  fr: fr_pages.pageTitles,
};
export const slugGroupsIn: InLocales<Translated<typeof en_pages.slugGroups>> = {
  en: en_pages.slugGroups,
  de: de_pages.slugGroups,
  fr: fr_pages.slugGroups,
};
export const sitemapPageIn: InLocales<Translated<typeof en_pages.sitemapPage>> = {
  en: en_pages.sitemapPage,
  de: de_pages.sitemapPage,
  fr: fr_pages.sitemapPage,
};
export const priceItemsIn: InLocales<Translated<typeof en_price_list.priceItems>> = {
  en: en_price_list.priceItems,
  de: de_price_list.priceItems,
  fr: fr_price_list.priceItems,
};
export const priceGroupsIn: InLocales<typeof en_price_list.priceGroups> = {
  en: en_price_list.priceGroups,
  de: de_price_list.priceGroups,
  fr: fr_price_list.priceGroups,
};
export const comparisonCountriesIn: InLocales<Translated<typeof en_price_list.comparisonCountries>> = {
  en: en_price_list.comparisonCountries,
  de: de_price_list.comparisonCountries,
  fr: fr_price_list.comparisonCountries,
};
export const completeTreatmentsIn: InLocales<Translated<typeof en_price_list.completeTreatments>> = {
  en: en_price_list.completeTreatments,
  de: de_price_list.completeTreatments,
  fr: fr_price_list.completeTreatments,
};
export const priceWordsIn: InLocales<typeof en_price_list.priceWords> = {
  en: en_price_list.priceWords,
  de: de_price_list.priceWords,
  fr: fr_price_list.priceWords,
};
export const pricesPageIn: InLocales<typeof en_prices.pricesPage> = {
  en: en_prices.pricesPage,
  de: de_prices.pricesPage,
  fr: fr_prices.pricesPage,
};
export const pricesLabelsIn: InLocales<Translated<typeof en_prices.pricesLabels>> = {
  en: en_prices.pricesLabels,
  de: de_prices.pricesLabels,
  fr: fr_prices.pricesLabels,
};
export const quotePageIn: InLocales<Translated<typeof en_quote.quotePage>> = {
  en: en_quote.quotePage,
  de: de_quote.quotePage,
  fr: fr_quote.quotePage,
};
export const siteIn: InLocales<Translated<typeof en_site.site>> = {
  en: en_site.site,
  de: de_site.site,
  fr: fr_site.site,
};
export const teamIntroIn: InLocales<typeof en_team.teamIntro> = {
  en: en_team.teamIntro,
  de: de_team.teamIntro,
  fr: fr_team.teamIntro,
};
export const tourismManagersIn: InLocales<typeof en_team.tourismManagers> = {
  en: en_team.tourismManagers,
  de: de_team.tourismManagers,
  fr: fr_team.tourismManagers,
};
export const journeyStepsIn: InLocales<typeof en_team.journeySteps> = {
  en: en_team.journeySteps,
  de: de_team.journeySteps,
  fr: fr_team.journeySteps,
};
export const teamLabelsIn: InLocales<Translated<typeof en_team.teamLabels>> = {
  en: en_team.teamLabels,
  de: de_team.teamLabels,
  fr: fr_team.teamLabels,
};
export const testCheckoutPageIn: InLocales<Translated<typeof en_test_checkout.testCheckoutPage>> = {
  en: en_test_checkout.testCheckoutPage,
  de: de_test_checkout.testCheckoutPage,
  fr: fr_test_checkout.testCheckoutPage,
};
export const travelPageIn: InLocales<Translated<typeof en_travel.travelPage>> = {
  en: en_travel.travelPage,
  de: de_travel.travelPage,
  fr: fr_travel.travelPage,
};
export const travelLabelsIn: InLocales<Translated<typeof en_travel.travelLabels>> = {
  en: en_travel.travelLabels,
  de: de_travel.travelLabels,
  fr: fr_travel.travelLabels,
};
export const priceGroupLabelsIn: InLocales<typeof en_treatment_page.priceGroupLabels> = {
  en: en_treatment_page.priceGroupLabels,
  de: de_treatment_page.priceGroupLabels,
  fr: fr_treatment_page.priceGroupLabels,
};
export const treatmentPageLabelsIn: InLocales<Translated<typeof en_treatment_page.treatmentPageLabels>> = {
  en: en_treatment_page.treatmentPageLabels,
  de: de_treatment_page.treatmentPageLabels,
  fr: fr_treatment_page.treatmentPageLabels,
};
export const whatsappWordsIn: InLocales<typeof en_whatsapp.whatsappWords> = {
  en: en_whatsapp.whatsappWords,
  de: de_whatsapp.whatsappWords,
  fr: fr_whatsapp.whatsappWords,
};

const enTreatments: Record<TreatmentSlug, Treatment> = {
  "after-implantation": en_treatments_after_implantation,
  "all-on-treatments": en_treatments_all_on_treatments,
  "anesthetic-dentistry": en_treatments_anesthetic_dentistry,
  "bone-grafting": en_treatments_bone_grafting,
  "dental-bridges": en_treatments_dental_bridges,
  "dental-crown": en_treatments_dental_crown,
  "dental-filling": en_treatments_dental_filling,
  "dental-implant": en_treatments_dental_implant,
  "dental-inlays": en_treatments_dental_inlays,
  "fixed-dentures": en_treatments_fixed_dentures,
  "health-conditions": en_treatments_health_conditions,
  "implantation-process": en_treatments_implantation_process,
  "invisible-aligner": en_treatments_invisible_aligner,
  "laser-root-treatment": en_treatments_laser_root_treatment,
  "microscopic-root-treatment": en_treatments_microscopic_root_treatment,
  misconceptions: en_treatments_misconceptions,
  "porcelain-veneers": en_treatments_porcelain_veneers,
  "removable-dentures": en_treatments_removable_dentures,
  "root-canal-details": en_treatments_root_canal_details,
  "root-canal-treatment": en_treatments_root_canal_treatment,
  "sinus-lift": en_treatments_sinus_lift,
  "straumann-implant": en_treatments_straumann_implant,
  "tartar-removal": en_treatments_tartar_removal,
  "tooth-decay-prevention": en_treatments_tooth_decay_prevention,
  "tooth-extraction": en_treatments_tooth_extraction,
  "tooth-whitening": en_treatments_tooth_whitening,
  "wisdom-tooth": en_treatments_wisdom_tooth,
};

const deTreatments: Record<TreatmentSlug, Treatment> = {
  "after-implantation": de_treatments_after_implantation,
  "all-on-treatments": de_treatments_all_on_treatments,
  "anesthetic-dentistry": de_treatments_anesthetic_dentistry,
  "bone-grafting": de_treatments_bone_grafting,
  "dental-bridges": de_treatments_dental_bridges,
  "dental-crown": de_treatments_dental_crown,
  "dental-filling": de_treatments_dental_filling,
  "dental-implant": de_treatments_dental_implant,
  "dental-inlays": de_treatments_dental_inlays,
  "fixed-dentures": de_treatments_fixed_dentures,
  "health-conditions": de_treatments_health_conditions,
  "implantation-process": de_treatments_implantation_process,
  "invisible-aligner": de_treatments_invisible_aligner,
  "laser-root-treatment": de_treatments_laser_root_treatment,
  "microscopic-root-treatment": de_treatments_microscopic_root_treatment,
  misconceptions: de_treatments_misconceptions,
  "porcelain-veneers": de_treatments_porcelain_veneers,
  "removable-dentures": de_treatments_removable_dentures,
  "root-canal-details": de_treatments_root_canal_details,
  "root-canal-treatment": de_treatments_root_canal_treatment,
  "sinus-lift": de_treatments_sinus_lift,
  "straumann-implant": de_treatments_straumann_implant,
  "tartar-removal": de_treatments_tartar_removal,
  "tooth-decay-prevention": de_treatments_tooth_decay_prevention,
  "tooth-extraction": de_treatments_tooth_extraction,
  "tooth-whitening": de_treatments_tooth_whitening,
  "wisdom-tooth": de_treatments_wisdom_tooth,
};

const frTreatments: Record<TreatmentSlug, Treatment> = {
  "after-implantation": fr_treatments_after_implantation,
  "all-on-treatments": fr_treatments_all_on_treatments,
  "anesthetic-dentistry": fr_treatments_anesthetic_dentistry,
  "bone-grafting": fr_treatments_bone_grafting,
  "dental-bridges": fr_treatments_dental_bridges,
  "dental-crown": fr_treatments_dental_crown,
  "dental-filling": fr_treatments_dental_filling,
  "dental-implant": fr_treatments_dental_implant,
  "dental-inlays": fr_treatments_dental_inlays,
  "fixed-dentures": fr_treatments_fixed_dentures,
  "health-conditions": fr_treatments_health_conditions,
  "implantation-process": fr_treatments_implantation_process,
  "invisible-aligner": fr_treatments_invisible_aligner,
  "laser-root-treatment": fr_treatments_laser_root_treatment,
  "microscopic-root-treatment": fr_treatments_microscopic_root_treatment,
  misconceptions: fr_treatments_misconceptions,
  "porcelain-veneers": fr_treatments_porcelain_veneers,
  "removable-dentures": fr_treatments_removable_dentures,
  "root-canal-details": fr_treatments_root_canal_details,
  "root-canal-treatment": fr_treatments_root_canal_treatment,
  "sinus-lift": fr_treatments_sinus_lift,
  "straumann-implant": fr_treatments_straumann_implant,
  "tartar-removal": fr_treatments_tartar_removal,
  "tooth-decay-prevention": fr_treatments_tooth_decay_prevention,
  "tooth-extraction": fr_treatments_tooth_extraction,
  "tooth-whitening": fr_treatments_tooth_whitening,
  "wisdom-tooth": fr_treatments_wisdom_tooth,
};

/** Every treatment page in every language, keyed by its (English) slug. */
export const treatmentsIn: InLocales<Record<TreatmentSlug, Treatment>> = {
  en: enTreatments,
  de: deTreatments,
  fr: frTreatments,
};

const enDentists: Record<string, Dentist> = {
  "clinical-director": en_dentists_clinical_director,
  "cosmetic-dentist": en_dentists_cosmetic_dentist,
  "cosmetic-dentist-veneers": en_dentists_cosmetic_dentist_veneers,
  endodontist: en_dentists_endodontist,
  "general-dentist": en_dentists_general_dentist,
  "lead-implant-surgeon": en_dentists_lead_implant_surgeon,
  "oral-surgeon": en_dentists_oral_surgeon,
  "restorative-dentist": en_dentists_restorative_dentist,
};

const deDentists: Record<string, Dentist> = {
  "clinical-director": de_dentists_clinical_director,
  "cosmetic-dentist": de_dentists_cosmetic_dentist,
  "cosmetic-dentist-veneers": de_dentists_cosmetic_dentist_veneers,
  endodontist: de_dentists_endodontist,
  "general-dentist": de_dentists_general_dentist,
  "lead-implant-surgeon": de_dentists_lead_implant_surgeon,
  "oral-surgeon": de_dentists_oral_surgeon,
  "restorative-dentist": de_dentists_restorative_dentist,
};

const frDentists: Record<string, Dentist> = {
  "clinical-director": fr_dentists_clinical_director,
  "cosmetic-dentist": fr_dentists_cosmetic_dentist,
  "cosmetic-dentist-veneers": fr_dentists_cosmetic_dentist_veneers,
  endodontist: fr_dentists_endodontist,
  "general-dentist": fr_dentists_general_dentist,
  "lead-implant-surgeon": fr_dentists_lead_implant_surgeon,
  "oral-surgeon": fr_dentists_oral_surgeon,
  "restorative-dentist": fr_dentists_restorative_dentist,
};

/** Every dentist's page in every language, keyed by the English slug. */
export const dentistsIn: InLocales<Record<string, Dentist>> = {
  en: enDentists,
  de: deDentists,
  fr: frDentists,
};
