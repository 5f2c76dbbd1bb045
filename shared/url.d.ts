// The WHATWG URL class is a global in browsers and in Node, the two places the contract runs;
// shared/ has neither's types (tsconfig.json), so the part it uses is declared here.
declare class URL {
  constructor(url: string, base?: string);
  readonly href: string;
  readonly origin: string;
  readonly protocol: string;
  readonly hostname: string;
  readonly username: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}
