// subset-font ships no types: the part of its API the build uses (https://github.com/papandreou/subset-font).
declare module "subset-font" {
  type Options = {
    targetFormat?: "sfnt" | "woff" | "woff2" | "truetype";
    keepFeatures?: string[];
    noHinting?: boolean;
    dropTables?: string[];
    preserveNameIds?: number[];
  };
  export default function subsetFont(font: Buffer, text: string, options?: Options): Promise<Buffer>;
}
