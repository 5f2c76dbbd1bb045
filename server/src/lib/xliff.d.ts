// The `xliff` package ships no types: the part of it this server uses (its XLIFF 2.0 writer and
// reader, services/publishing/translations-xliff.ts), as its README documents it.
declare module 'xliff' {
  export interface XliffUnit {
    source: string;
    target?: string;
  }
  export interface XliffJs {
    resources: Record<string, Record<string, XliffUnit>>;
    sourceLanguage: string;
    targetLanguage?: string;
  }
  export function js2xliff(js: XliffJs): Promise<string>;
  export function xliff2js(xml: string): Promise<XliffJs>;
}
