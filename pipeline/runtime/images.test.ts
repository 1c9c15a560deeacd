import fs from "node:fs";
import { expect, it } from "vitest";
import { imageTypes } from "../../content/fields";

it("builds exactly the image types the schema accepts", () => {
  // import.meta.glob takes a literal pattern, so the list is written there too: this keeps the two equal.
  const source = fs.readFileSync("pipeline/runtime/images.ts", "utf8");
  const globbed = /\/\*\.\{([a-z,]+)\}"/.exec(source)?.[1]?.split(",");
  expect(globbed).toEqual([...imageTypes]);
});
