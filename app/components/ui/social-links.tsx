import { labelsIn } from "~/content/in/labels";
import { siteIn } from "~/content/in/site";
import { useWords } from "~/lib/locale";
import { SocialIcon } from "./social-icons";

/** The clinic's social profiles, each opening in a new tab. */
export function SocialLinks({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const site = useWords(siteIn);
  const labels = useWords(labelsIn);
  const style =
    tone === "light"
      ? "border-brand-600 text-brand-100 hover:border-accent-300 hover:text-white"
      : "border-brand-200 text-brand-700 hover:border-brand-600 hover:bg-brand-50";
  return (
    <ul className="flex gap-2">
      {site.socials.map((social) => (
        <li key={social.name}>
          <a
            href={social.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${social.name} ${labels.a11y.newTab}`}
            className={`inline-flex size-11 items-center justify-center rounded-full border ${style}`}
          >
            <SocialIcon name={social.name} />
          </a>
        </li>
      ))}
    </ul>
  );
}
