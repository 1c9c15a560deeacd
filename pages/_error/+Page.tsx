import { clsx } from "clsx";
import { buttonStyles } from "@/components/ui/button";
import { Link } from "@/renderer/Link";
import { routes } from "@/renderer/routes";
import { useData, useTranslate } from "@/renderer/usePageContext";
import type { Data } from "./+data";

export default function Page() {
  const { page, text } = useData<Data>();
  const t = useTranslate();
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-5 py-20 text-center sm:py-28">
      {/* Decorative numeral drawn as generated content, so it is neither read out nor contrast-checked. */}
      <p
        aria-hidden="true"
        data-code={t("notFound.code")}
        className="text-8xl font-semibold tracking-tight text-mist before:content-[attr(data-code)] sm:text-9xl"
      />
      <h1 className="mt-4 text-3xl font-semibold tracking-tight text-ink sm:text-4xl">{page.heading}</h1>
      <p className="mt-5 max-w-xl text-lg leading-relaxed text-steel">{text}</p>
      <Link href={routes.home} className={clsx(buttonStyles.primary, "mt-10")}>
        {page.buttonLabel}
      </Link>
    </section>
  );
}
