import { DraftText } from "@/components/sections/DraftText";
import { MemberProfile } from "@/components/sections/about/MemberProfile";
import { useData } from "@/lib/usePageContext";
import type { Data } from "./+data";

export default function Page() {
  const { member, draft } = useData<Data>();
  return (
    <DraftText draft={draft}>
      <MemberProfile {...member} />
    </DraftText>
  );
}
