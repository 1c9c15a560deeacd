import { BackLink } from "@/components/sections/about/BackLink";
import { Highlights } from "@/components/sections/about/Highlights";
import { PageHeader } from "@/components/sections/PageHeader";
import { Prose } from "@/components/sections/Prose";
import { routes } from "@/lib/routes";
import { useData, useTranslate } from "@/lib/usePageContext";
import type { Data } from "./+data";
import { containerSizes, Picture } from "@/components/ui/Picture";

export default function Page() {
  const { page, body } = useData<Data>();
  const t = useTranslate();
  return (
    <>
      <PageHeader eyebrow={t("nav.about")} title={page.title} intro={page.lead} />
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        <Picture
          image={page.image}
          sizes={containerSizes}
          priority
          className="aspect-[16/9] w-full rounded-2xl bg-mist object-cover sm:aspect-[21/9]"
        />
      </div>
      <section className="mx-auto grid max-w-7xl gap-12 px-5 py-16 sm:px-8 sm:py-24 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-16">
        <div>
          <Prose html={body} />
          <BackLink href={routes.about} label={t("about.back")} className="mt-12" />
        </div>
        <Highlights items={page.highlights} />
      </section>
    </>
  );
}
