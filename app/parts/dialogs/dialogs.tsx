import { X } from "lucide-react";
import { labelsIn } from "~/content/in/labels";
import { useWords } from "~/lib/locale";
import { closeAttrs, openAttrs } from "./contract";

/**
 * An article dialog and the button that opens it, drawn closed with the page; the site script
 * opens it as a modal and closes it on an outside click, the close button or Escape (./script.ts),
 * with the page's scroll locked and focus kept inside while it is open (app.css, the browser).
 */

/** The button that opens the dialog `dialogId`; its words are the children. */
export function DialogOpener({
  dialogId,
  className,
  children,
}: {
  dialogId: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-controls={dialogId}
      {...openAttrs(dialogId)}
      className={className}
    >
      {children}
    </button>
  );
}

/**
 * The article's dialog: its title is the element with id `${id}-title` and its description the
 * one with id `${id}-description`, both among the children; the close button is drawn last.
 */
export function ArticleDialog({ id, children }: { id: string; children: React.ReactNode }) {
  const labels = useWords(labelsIn);
  return (
    <dialog
      id={id}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      className="article-dialog w-[calc(100vw-2rem)] max-w-2xl overflow-hidden rounded-2xl bg-white shadow-2xl backdrop:bg-brand-900/60"
    >
      {children}
      <button
        type="button"
        {...closeAttrs()}
        aria-label={labels.actions.close}
        className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-brand-900 shadow hover:bg-white"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </dialog>
  );
}
