import { expect, it } from "vitest";
import { describeBuildError } from "./build-error";

it("shows every error the bundler gathered, each whole, with no stack lines", () => {
  const errors = Array.from({ length: 6 }, (_, index) =>
    Object.assign(
      new Error(`Image content/insights/${index}.svg cannot be converted: zero-sized image\nsecond line`),
      {
        plugin: "responsive-images",
      },
    ),
  );
  const wrapper = Object.assign(
    new Error(
      `Build failed with 6 errors:\n\n[plugin responsive-images]\nError: ${errors[0]!.message}\n    at generateImageSet (image-plugin.ts:1:1)\n...`,
    ),
    { errors },
  );
  const lines = describeBuildError(wrapper).split("\n");
  expect(lines[0]).toBe("Build failed with 6 errors:");
  for (let index = 0; index < 6; index++)
    expect(lines).toContain(`- Image content/insights/${index}.svg cannot be converted: zero-sized image`);
  expect(lines.filter((line) => line === "  second line")).toHaveLength(6);
  expect(lines.some((line) => /^\s+at /.test(line))).toBe(false);
});

it("shows a single error's whole message without its stack", () => {
  const error = new Error('the id "main" is on 2 elements:\n  /insights/a\n  /insights/b');
  error.stack = `Error: ${error.message}\n    at checkPageIds (page-ids.ts:1:1)`;
  expect(describeBuildError(error)).toBe(
    'Build failed: the id "main" is on 2 elements:\n  /insights/a\n  /insights/b',
  );
  expect(describeBuildError(new Error("one\n    at x (y.ts:1:1)\ntwo"))).toBe("Build failed: one\ntwo");
});
