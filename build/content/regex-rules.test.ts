import { expect, it } from "vitest";
import { describeUnsafePattern } from "./regex-rules";

it("refuses repeated parts side by side and more than four repeated parts, and keeps the list's own patterns", () => {
  expect(describeUnsafePattern("[a-z ,]*[a-z ,]*[a-z ,]*!!")).toMatch(/^repeats two parts side by side/);
  expect(describeUnsafePattern("\\s+x?\\s+")).toMatch(/^repeats two parts side by side/);
  expect(describeUnsafePattern(".*a.*b.*c.*d.*e")).toMatch(/^repeats 5 parts/);
  expect(
    describeUnsafePattern("guarantee(d|s)?\\s+(an?\\s+|your\\s+|the\\s+)?(returns?|yields?|income|profits?)"),
  ).toBeUndefined();
  expect(describeUnsafePattern("capital[\\s-]+(protected|protection)")).toBeUndefined();
});
