import { AboutCards } from "@/components/sections/about/AboutCards";
import { PageHeader } from "@/components/sections/PageHeader";
import { Prose } from "@/components/sections/Prose";
import { useData } from "@/lib/usePageContext";
import type { Data } from "./+data";

export default function Page() {
  const { page, body } = useData<Data>();
  return (
    <>
      <PageHeader title={page.title} intro={page.intro}>
        <Prose html={body} className="mt-4 max-w-3xl" />
      </PageHeader>
      <section className="bg-paper py-16 sm:py-24">
        <div className="mx-auto max-w-7xl px-5 sm:px-8">
          <AboutCards cards={page.cards} />
        </div>
      </section>
    </>
  );
}
