import { VisualChangesSummary } from "@/components/preview/VisualChangesSummary";
import { PageHeader } from "@/components/sections/PageHeader";
import { useData, useTranslate } from "@/lib/usePageContext";
import type { Data } from "./+data";

export default function Page() {
  const { summary, current } = useData<Data>();
  const t = useTranslate();
  return (
    <>
      <PageHeader title={t("preview.visual.title")} intro={t("preview.visual.intro")} />
      <VisualChangesSummary summary={summary} current={current} />
    </>
  );
}
