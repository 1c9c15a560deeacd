import { expect, it } from "vitest";
import { collections, pages, type CollectionName } from "../../content/schema";

const names = Object.keys(collections) as CollectionName[];

it("gives each collection its own kind, route and list page", () => {
  for (const key of ["kind", "route", "list"] as const) {
    const values = names.map((name) => collections[name][key]);
    expect(new Set(values).size, key).toBe(values.length);
  }
  for (const name of names) {
    expect(Object.keys(pages)).toContain(collections[name].list);
    // An item's page is `<route>/<slug>`: no route may hold another collection's items.
    for (const other of names)
      if (other !== name)
        expect(collections[other].route.startsWith(`${collections[name].route}/`)).toBe(false);
  }
});

it("names fields its schema has: the title, the sort field and the first part of each twin field", () => {
  for (const name of names) {
    const { schema, title, sort, twinFields } = collections[name];
    const fields = Object.keys(schema.shape);
    expect(fields, name).toContain(title);
    expect(fields, name).toContain(sort);
    for (const twin of twinFields) expect(fields, `${name} ${twin}`).toContain(twin.split(".")[0]);
  }
});
