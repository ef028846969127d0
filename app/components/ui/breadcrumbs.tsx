import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { labelsIn } from "~/content/in/labels";
import { useLocalePath, useWords } from "~/lib/locale";

export interface Crumb {
  name: string;
  path: string;
}

/** Where this page sits, for people (the last item is the current page). */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const labels = useWords(labelsIn);
  // Paths may be given in English: each is written in the page's language (a written one stays).
  const to = useLocalePath();
  return (
    <nav aria-label={labels.a11y.breadcrumb} className="mb-4 text-sm text-brand-100">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => (
          <li key={item.path} className="flex items-center gap-1">
            {index > 0 ? <ChevronRight aria-hidden="true" className="size-4 text-brand-300" /> : null}
            {index === items.length - 1 ? (
              <span aria-current="page" className="text-white">
                {item.name}
              </span>
            ) : (
              <Link to={to(item.path)} className="underline-offset-4 hover:text-white hover:underline">
                {item.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
