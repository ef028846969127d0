import type { IconItem } from "~/content/types";
import { Icon } from "./icon";

const columnClass = { 3: "md:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" } as const;
const toneClass = { accent: "bg-accent-100 text-accent-700", brand: "bg-brand-50 text-brand-700" } as const;

/** A grid of cards, each an icon, a title and a short text. */
export function IconCards({
  items,
  columns = 4,
  tone = "accent",
  className = "mt-8",
}: {
  items: readonly IconItem[];
  columns?: keyof typeof columnClass;
  tone?: keyof typeof toneClass;
  className?: string;
}) {
  return (
    <ul className={`grid gap-5 ${columnClass[columns]} ${className}`}>
      {items.map((item) => (
        <li key={item.title} className="card p-6">
          <span className={`inline-flex size-12 items-center justify-center rounded-xl ${toneClass[tone]}`}>
            <Icon name={item.icon} />
          </span>
          <h3 className="mt-4 text-xl font-semibold">{item.title}</h3>
          <p className="mt-2 text-[1rem] text-muted">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
