// negotiator 1.x takes a tie-break order (`preferred`); the published @types describe 0.6, without it. Only what
// the server uses is declared.
declare module "negotiator" {
  type Headers = Record<string, string | string[] | undefined>;
  export default class Negotiator {
    constructor(request: { headers: Headers });
    encoding(available: readonly string[], options?: { preferred?: readonly string[] }): string | undefined;
  }
}
