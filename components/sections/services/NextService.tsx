// The Next button: the following service (the last one leads back to the first), in this language.
import { Link } from "@/lib/Link";
import { routes } from "@/lib/routes";
import { useTranslate } from "@/lib/usePageContext";
import { Icon } from "@/components/ui/Icon";
import { Phrases } from "@/components/typography/Phrases";

export function NextService({ slug, title }: { slug: string; title: string }) {
  const t = useTranslate();
  return (
    <div className="mx-auto max-w-7xl px-5 pb-24 sm:px-8">
      <div className="flex flex-col gap-6 border-t border-ink/10 pt-10 sm:flex-row sm:items-center sm:justify-between">
        <Link
          href={routes.services}
          className="inline-flex items-center gap-2 text-sm font-semibold text-steel hover:text-ink"
        >
          <Icon name="arrow-left" width={16} height={16} />
          {t("nav.services.all")}
        </Link>
        <Link
          href={routes.item("services", slug)}
          rel="next"
          className="group flex items-center justify-between gap-6 rounded-2xl bg-paper p-6 ring-1 ring-ink/5 transition-colors hover:bg-ink hover:text-white sm:min-w-[26rem] sm:p-7"
        >
          <span>
            <span className="block text-xs font-semibold tracking-[0.2em] text-vermilion uppercase group-hover:text-gold">
              {t("services.next")}
            </span>{" "}
            {/* The space keeps the two lines two words in the link's name. */}
            <span data-heading-face className="mt-2 block text-lg leading-snug font-semibold phrase">
              <Phrases text={title} />
            </span>
          </span>
          <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-vermilion text-white">
            <Icon name="arrow-right" width={18} height={18} />
          </span>
        </Link>
      </div>
    </div>
  );
}
