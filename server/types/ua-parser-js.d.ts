// ua-parser-js 1.x ships no types (its 2.x, which does, is AGPL): the part this project calls.
declare module 'ua-parser-js' {
  interface Named {
    name?: string;
    version?: string;
    major?: string;
  }
  interface Result {
    browser: Named;
    os: Named;
  }
  function UAParser(userAgent: string): Result;
  export default UAParser;
}
