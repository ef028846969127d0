/**
 * Dialogs drawn closed with the page (the phone menu, the home page's treatment articles, the
 * gallery's enlargement): a button with
 * `data-dialog-open` opens its dialog as a modal; it closes with its close button, Escape, or a
 * click on the backdrop. The browser keeps focus inside while it is open and gives it back to the
 * button when it closes; the page does not scroll behind it (app.css).
 */
export function runDialogs() {
  document.addEventListener("click", (event) => {
    const target = event.target as Element;
    const opener = target.closest?.<HTMLElement>("[data-dialog-open]");
    if (opener) {
      const dialog = document.getElementById(opener.dataset.dialogOpen ?? "");
      if (dialog instanceof HTMLDialogElement && !dialog.open) dialog.showModal();
      return;
    }
    const dialog = target.closest?.<HTMLDialogElement>("dialog[open]");
    if (!dialog?.querySelector("[data-dialog-close]")) return;
    // The backdrop (a click on the dialog itself), the close button, or a link followed.
    if (target === dialog || target.closest("[data-dialog-close], a")) dialog.close();
  });
}
