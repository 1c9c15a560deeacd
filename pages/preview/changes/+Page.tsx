import { BranchChangesList } from "@/components/preview/BranchChangesList";
import { PageHeader } from "@/components/sections/PageHeader";
import { Link } from "@/lib/Link";
import { visualChangesPath } from "@/lib/preview";
import { useData, useTranslate } from "@/lib/usePageContext";
import type { Data } from "./+data";

export default function Page() {
  const { changes, groupTitles, thumbnails } = useData<Data>();
  const t = useTranslate();
  return (
    <>
      <PageHeader title={t("preview.changes.title")} intro={t("preview.changes.intro")} />
      <p className="mx-auto max-w-7xl px-5 pb-8 sm:px-8">
        <Link href={visualChangesPath} className="font-semibold text-indigo underline underline-offset-2">
          {t("preview.changes.visual")}
        </Link>
      </p>
      <BranchChangesList changes={changes} groupTitles={groupTitles} thumbnails={thumbnails} />
    </>
  );
}
