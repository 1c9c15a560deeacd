import { PageHeader } from "@/components/sections/PageHeader";
import { Prose } from "@/components/sections/Prose";
import { ServiceList } from "@/components/sections/services/ServiceList";
import { useData } from "@/lib/usePageContext";
import type { Data } from "./+data";

export default function Page() {
  const { page, body, services } = useData<Data>();
  return (
    <>
      <PageHeader title={page.title} intro={page.intro} />
      <ServiceList services={services} />
      <section className="mx-auto max-w-7xl px-5 pb-24 sm:px-8">
        <Prose html={body} className="max-w-3xl border-l-4 border-vermilion pl-6" />
      </section>
    </>
  );
}
