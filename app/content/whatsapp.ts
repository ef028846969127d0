/** The message a WhatsApp chat starts with (app/lib/whatsapp.ts), naming the page the visitor is on. */
export const whatsappWords = {
  aboutPage: (siteName: string, page: string, path: string) =>
    `Hello ${siteName}, I have a question about your page "${page}" (${path}).`,
  aboutDentist: (siteName: string, path: string) =>
    `Hello ${siteName}, I have a question about one of your dentists (${path}).`,
  general: (siteName: string) => `Hello ${siteName}, I have a question.`,
} as const;
