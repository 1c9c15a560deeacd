import { MemberProfile } from "../../../../components/sections/about/MemberProfile";
import { useData } from "../../../../renderer/usePageContext";
import type { Data } from "./+data";

export default function Page() {
  const { member } = useData<Data>();
  return <MemberProfile {...member} />;
}
