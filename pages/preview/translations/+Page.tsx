import { PageHeader } from "@/components/sections/PageHeader";
import { TranslationStatusTable } from "@/components/preview/TranslationStatusTable";
import { useData, useTranslate } from "@/lib/usePageContext";
import type { Data } from "./+data";

export default function Page() {
  const { status, groupTitles } = useData<Data>();
  const t = useTranslate();
  return (
    <>
      <PageHeader title={t("preview.status.title")} intro={t("preview.status.intro")} />
      <TranslationStatusTable status={status} groupTitles={groupTitles} />
    </>
  );
}
