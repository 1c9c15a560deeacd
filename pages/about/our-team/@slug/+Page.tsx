import { Breadcrumb } from "@/components/sections/Breadcrumb";
import { DraftText } from "@/components/preview/DraftText";
import { MemberProfile } from "@/components/sections/about/MemberProfile";
import { useData } from "@/lib/usePageContext";
import type { Data } from "./+data";

export default function Page() {
  const { trail, member, draft } = useData<Data>();
  return (
    <DraftText draft={draft}>
      <Breadcrumb trail={trail} />
      <MemberProfile {...member} />
    </DraftText>
  );
}
