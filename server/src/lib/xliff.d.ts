// The `xliff` package ships no types: the part of it the tests use, as its README documents it
// (an independent reader of the XLIFF 2.0 services/publishing/translations-xliff.ts writes).
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
