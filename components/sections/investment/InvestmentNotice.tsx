// The short notice every investment page carries: not an offer or advice, with a link to the
// Important information page. Its words are interface text (content/ui/*.json, investment.notice.*).
import { Link } from "@/renderer/Link";
import { routes } from "@/renderer/routes";
import { useTranslate } from "@/renderer/usePageContext";

export function InvestmentNotice() {
  const t = useTranslate();
  return (
    <aside aria-label={t("investment.notice.label")} className="border-y border-ink/10 bg-paper">
      <p className="mx-auto max-w-7xl px-5 py-5 text-sm leading-relaxed text-ink/80 phrase sm:px-8">
        {t("investment.notice.text")}{" "}
        <Link
          href={routes.importantInformation}
          className="font-semibold text-ink underline underline-offset-4 hover:text-vermilion"
        >
          {t("investment.notice.link")}
        </Link>
      </p>
    </aside>
  );
}
