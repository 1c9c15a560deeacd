// Visible breadcrumb navigation: links to the ancestors, then the current page. The page's +data builds the trail
// once (getTrail in lib/structured-data.ts) and declares the same trail as BreadcrumbList structured data.
import { Link } from "@/lib/Link";
import type { Crumb } from "@/lib/structured-data";
import { useTranslate } from "@/lib/usePageContext";

export function Breadcrumb({ trail }: { trail: Crumb[] }) {
  const t = useTranslate();
  const ancestors = trail.slice(0, -1);
  const current = trail.at(-1);
  return (
    <nav aria-label={t("breadcrumb.label")} className="mx-auto max-w-7xl px-5 pt-6 sm:px-8 sm:pt-8">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-steel">
        {ancestors.map((item) => (
          <li key={item.href} className="flex items-center gap-2">
            <Link href={item.href} className="hover:text-ink hover:underline hover:underline-offset-4">
              {item.label}
            </Link>
            <span aria-hidden="true" className="text-steel/60">
              /
            </span>
          </li>
        ))}
        {current && (
          <li>
            <span aria-current="page" className="font-medium text-ink phrase">
              {current.label}
            </span>
          </li>
        )}
      </ol>
    </nav>
  );
}
