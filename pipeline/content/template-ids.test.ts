import { expect, it } from "vitest";
import { takesTemplateId, templateIdsOf } from "./template-ids";

it("reads the ids a template writes out, makes from a constant or from the id it gives a section", () => {
  const contact = templateIdsOf("content/pages/contact.en.mdx")!;
  expect(contact.template).toBe("pages/contact/+Page.tsx");
  // `${contactFormId}-title` and islandId={`${contactFormId}-island`}, contactFormId being imported.
  expect(contact.ids).toContain("contact-form-title");
  expect(contact.ids).toContain("contact-form-island");
  const approach = templateIdsOf("content/pages/investment-approach.jp.mdx")!;
  // <ApproachSteps id="steps">, whose heading is `${id}-title`; `stage-${index + 1}` numbers the stages.
  expect(approach.ids).toContain("steps-title");
  expect(takesTemplateId(approach, "stage-3")).toBe(true);
  expect(takesTemplateId(approach, "stage-gate")).toBe(false);
  // A test id is not an id of the page.
  expect(templateIdsOf("content/pages/home.en.mdx")!.ids).not.toContain("expertise-list");
  expect(templateIdsOf("content/glossary/en.yml")).toBeUndefined();
});
