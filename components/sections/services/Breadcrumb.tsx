// Visible breadcrumb navigation: links to the ancestors, then the current page.
import { Link } from "@/renderer/Link";
import { useTranslate } from "@/renderer/usePageContext";

type BreadcrumbProps = { trail: { label: string; href: string }[]; current: string };

export function Breadcrumb({ trail, current }: BreadcrumbProps) {
  const t = useTranslate();
  return (
    <nav aria-label={t("breadcrumb.label")} className="mx-auto max-w-7xl px-5 pt-6 sm:px-8 sm:pt-8">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-steel">
        {trail.map((item) => (
          <li key={item.href} className="flex items-center gap-2">
            <Link href={item.href} className="hover:text-ink hover:underline hover:underline-offset-4">
              {item.label}
            </Link>
            <span aria-hidden="true" className="text-steel/60">
              /
            </span>
          </li>
        ))}
        <li>
          <span aria-current="page" className="font-medium text-ink phrase">
            {current}
          </span>
        </li>
      </ol>
    </nav>
  );
}
