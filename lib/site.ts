// The firm's facts (content/site.json) and the site's settings (content/settings.json) as one object.
// Both are data that `npm run check` validates against content/schema.ts; code reads them from here.
import facts from "../content/site.json" with { type: "json" };
import settings from "../content/settings.json" with { type: "json" };

export const site = { ...facts, ...settings };
