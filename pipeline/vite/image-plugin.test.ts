import { describe, expect, it } from "vitest";
import { getWidths } from "./image-plugin";

describe("getWidths", () => {
  it("lets vector art go to twice its drawn width and raster images only to their own", () => {
    expect(getWidths(1600, true)).toEqual([480, 800, 1200, 1600, 2400]);
    expect(getWidths(800, true)).toEqual([480, 800, 1200, 1600]);
    expect(getWidths(1000, false)).toEqual([480, 800, 1000]);
    expect(getWidths(300, false)).toEqual([300]);
  });
});
