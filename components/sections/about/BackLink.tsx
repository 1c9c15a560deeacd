// "← Back to …": a quiet link to the parent page.
import { clsx } from "clsx";
import { Link } from "@/lib/Link";
import { Icon } from "@/components/ui/Icon";

export function BackLink({
  href,
  label,
  className = "",
}: {
  href: string;
  label: string;
  className?: string;
}) {
  return (
    <Link
      href={href}
      // Not part of what the site search finds or quotes.
      data-pagefind-ignore=""
      className={clsx(
        "group inline-flex items-center gap-2 text-sm font-semibold text-indigo hover:text-vermilion",
        className,
      )}
    >
      <Icon
        name="arrow-left"
        width={18}
        height={18}
        className="transition-transform group-hover:-translate-x-1"
      />
      {label}
    </Link>
  );
}
