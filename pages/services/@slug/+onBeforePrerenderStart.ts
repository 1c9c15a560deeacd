// https://vike.dev/onBeforePrerenderStart — one URL per item of the collection, drafts included.
import { prerenderItems } from "@/pipeline/runtime/data";

export const onBeforePrerenderStart = prerenderItems("services");
