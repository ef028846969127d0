/** Simple brand marks for the footer's social links (lucide has none); decorative. */
const paths: Record<string, string> = {
  Facebook: "M14 8h3V4h-3c-2.76 0-5 2.24-5 5v2H7v4h2v9h4v-9h3l1-4h-4V9c0-.55.45-1 1-1z",
  Instagram:
    "M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v10a3 3 0 0 0 3 3h10a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3H7zm5 3.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zM17.5 5.5a1 1 0 1 1 0 2 1 1 0 0 1 0-2z",
  Twitter:
    "M4 3h4.6l4.1 5.8L17.8 3H20l-6.3 7.2L21 21h-4.6l-4.4-6.2L6.6 21H4.4l6.6-7.5L4 3zm3 1.6 10.2 14.8h1.8L8.8 4.6H7z",
  LinkedIn:
    "M4 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM2.5 8.5h3V21h-3V8.5zm5.5 0h2.9v1.7h.04c.4-.76 1.4-1.9 3.3-1.9 3.5 0 4.26 2.1 4.26 5.1V21h-3v-6.9c0-1.6-.03-3.2-2-3.2-2 0-2.3 1.5-2.3 3.1V21H8V8.5z",
};

export function SocialIcon({ name, className = "size-5" }: { name: string; className?: string }) {
  const d = paths[name];
  if (!d) return null;
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="currentColor">
      <path d={d} />
    </svg>
  );
}
