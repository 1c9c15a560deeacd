import { expect, it } from "vitest";
import { fieldValues, takesTemplateId, templateIdsOf } from "./template-ids";

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

it("probe L01/L02: reads an id made from the data as its shape, and fills it with the fields' values", () => {
  const information = templateIdsOf("content/pages/important-information.en.mdx")!;
  // <section id={market.id}> and its <h3 id={`${market.id}-title`}>.
  expect(information.shapes).toContainEqual([{ field: "id" }]);
  expect(information.shapes).toContainEqual([{ field: "id" }, "-title"]);
  const markets = fieldValues({ markets: [{ id: "singapore" }, { id: "united-kingdom" }] });
  expect(takesTemplateId(information, "singapore", markets)).toBe(true);
  expect(takesTemplateId(information, "united-kingdom-title", markets)).toBe(true);
  expect(takesTemplateId(information, "singapore-office", markets)).toBe(false);
  expect(takesTemplateId(information, "japan", markets)).toBe(false);
  // ProjectCard's `const id = \`project-${project.slug}\``, and its `${id}-title` and `${id}-link`.
  const projects = templateIdsOf("content/pages/projects.jp.mdx")!;
  expect(projects.shapes).toContainEqual(["project-", { field: "slug" }, "-title"]);
  const slugs = fieldValues([{ slug: "ben-tre" }, { slug: "ben" }]);
  expect(takesTemplateId(projects, "project-ben-tre-title", slugs)).toBe(true);
  expect(takesTemplateId(projects, "project-ben-link", slugs)).toBe(true);
  expect(takesTemplateId(projects, "project-tre-title", slugs)).toBe(false);
});
