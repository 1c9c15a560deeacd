// The leadership pages without and with a portrait: complete in type without one, the writer's photo shown by
// itself once the member's files name one (getPortrait.ts), and never a placeholder or a "to follow".
import { renderToStaticMarkup } from "react-dom/server";
import type { PageContext } from "vike/types";
import { describe, expect, it } from "vitest";
import type { ReactNode } from "react";
import { LocaleContext } from "@/lib/locale-context";
import { PageContextProvider } from "@/lib/usePageContext";
import { translate } from "@/lib/i18n";
import type { ResolvedImage } from "@/pipeline/runtime/images";
import { TeamGrid, type TeamCardData } from "./TeamGrid";
import { MemberProfile } from "./MemberProfile";
import { ChairmanMessage } from "./ChairmanMessage";

const photo: ResolvedImage = {
  width: 800,
  height: 1000,
  avif: "/assets/hana-800.avif 800w",
  webp: "/assets/hana-800.webp 800w",
  src: "/assets/hana-800.jpg",
  type: "image/jpeg",
  alt: "Hana Sato in the Singapore office",
};

const render = (node: ReactNode) =>
  renderToStaticMarkup(
    <PageContextProvider pageContext={{ locale: "en", urlLogical: "/about/our-team" } as PageContext}>
      <LocaleContext value="en">{node}</LocaleContext>
    </PageContextProvider>,
  );

const member = (portrait: ResolvedImage | null): TeamCardData => ({
  slug: "hana-sato",
  name: "Hana Sato",
  position: "Chairman & CEO",
  strengths: ["Executive leadership of large programmes"],
  portrait,
});

const profile = (portrait: ResolvedImage | null) => (
  <MemberProfile
    name="Hana Sato"
    position="Chairman & CEO"
    portrait={portrait}
    summary="<p>Summary.</p>"
    strengths={["Leadership"]}
    projects={["Viaduct"]}
    languages={[{ name: "Japanese", native: "Nihongo" }]}
  />
);

const letter = {
  eyebrow: "About Us",
  title: "From Our Chairman",
  name: "Hana Sato",
  role: "Chairman",
  firm: "Example Advisory",
  html: "<p>Letter.</p>",
};

describe("leaders without and with a portrait", () => {
  it("without a photo: no image and no stand-in, the name, position and focus in type", () => {
    for (const html of [
      render(<TeamGrid members={[member(null)]} />),
      render(profile(null)),
      render(<ChairmanMessage {...letter} portrait={null} />),
    ]) {
      expect(html).not.toContain("<img");
      expect(html).not.toContain(translate("en", "team.pending"));
      expect(html).toContain("Hana Sato");
    }
    expect(render(<TeamGrid members={[member(null)]} />)).toContain(
      "Executive leadership of large programmes",
    );
  });

  it("with a photo: the card shows it (its name is beside it), the profile and letter with its alt text", () => {
    const card = render(<TeamGrid members={[member(photo)]} />);
    expect(card).toContain('src="/assets/hana-800.jpg"');
    expect(card).toContain('alt=""');
    for (const html of [render(profile(photo)), render(<ChairmanMessage {...letter} portrait={photo} />)]) {
      expect(html).toContain('src="/assets/hana-800.jpg"');
      expect(html).toContain(`alt="${photo.alt}"`);
    }
  });
});
