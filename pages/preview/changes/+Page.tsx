import { BranchChangesList } from "@/components/sections/BranchChangesList";
import { PageHeader } from "@/components/sections/PageHeader";
import { useData, useTranslate } from "@/renderer/usePageContext";
import type { Data } from "./+data";

export default function Page() {
  const { changes } = useData<Data>();
  const t = useTranslate();
  return (
    <>
      <PageHeader title={t("preview.changes.title")} intro={t("preview.changes.intro")} />
      <BranchChangesList changes={changes} />
    </>
  );
}
