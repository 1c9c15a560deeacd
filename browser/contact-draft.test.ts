import { afterEach, expect, it, vi } from "vitest";
import { clearDraft, readDraft, saveDraft } from "./contact-draft";
import { fieldLimits } from "./contact-send";

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};
afterEach(() => vi.unstubAllGlobals());
const draftKey = "kizuna_contact_draft_en";

it("keeps the four fields a visitor types under the key it is given, and nothing else", () => {
  const sessionStorage = memoryStorage();
  vi.stubGlobal("window", { sessionStorage });
  saveDraft(draftKey, { name: "Aiko", message: "Hello", _gotcha: "bot" } as never);
  expect(readDraft(draftKey)).toEqual({ name: "Aiko", message: "Hello" });
  expect(JSON.parse(sessionStorage.items.get(draftKey)!)).not.toHaveProperty("_gotcha");
  clearDraft(draftKey);
  expect(sessionStorage.items.has(draftKey)).toBe(false);
  expect(readDraft(draftKey)).toEqual({});
});

it("an empty draft removes the stored one; damaged or blocked storage means no draft, never an error", () => {
  const sessionStorage = memoryStorage();
  vi.stubGlobal("window", { sessionStorage });
  saveDraft(draftKey, { name: "Aiko" });
  saveDraft(draftKey, { name: "", message: "" });
  expect(sessionStorage.items.has(draftKey)).toBe(false);
  sessionStorage.items.set(draftKey, "{not json");
  expect(readDraft(draftKey)).toEqual({});
  vi.stubGlobal("window", {
    get sessionStorage(): Storage {
      throw new DOMException("blocked", "SecurityError");
    },
  });
  expect(readDraft(draftKey)).toEqual({});
  expect(() => saveDraft(draftKey, { name: "Aiko" })).not.toThrow();
});

it("keeps no draft longer than its field, and never leaves an older draft behind one that did not fit (issue 37, item 13)", () => {
  const sessionStorage = memoryStorage();
  vi.stubGlobal("window", { sessionStorage });
  sessionStorage.items.set(
    draftKey,
    JSON.stringify({ message: "x".repeat(20_000_000), name: "n".repeat(500) }),
  );
  const draft = readDraft(draftKey);
  expect(draft.message).toHaveLength(fieldLimits.message);
  expect(draft.name).toHaveLength(fieldLimits.name);
  saveDraft(draftKey, { message: "an older draft" });
  sessionStorage.setItem = () => {
    throw new DOMException("full", "QuotaExceededError");
  };
  saveDraft(draftKey, { message: "a newer draft that does not fit" });
  expect(readDraft(draftKey)).toEqual({});
});
